@testable import SettingsCore
import Testing
import TestSupport

/// `find`'s set of the row identities it has read answers as a `Set` does:
/// identities of one number in its bitmap (from 0 to the limit), others
/// (several numbers, negative or beyond the limit) hashed.
@Suite struct RowIdentitySetTests {
    @Test func answersAsASetDoes() {
        var random = SeededRandom(seed: 20_261_206)
        let edges: [Int32] = [0, 1, 63, 64, 65, RowIdentitySet.bitmapLimit - 1, RowIdentitySet.bitmapLimit, Int32.max, -1, Int32.min]
        func number() -> Int32 {
            Bool.random(using: &random) ? edges[Int.random(in: 0..<edges.count, using: &random)] : Int32.random(in: 0...5_000, using: &random)
        }
        func identity() -> RowIdentity {
            RowIdentity((0..<Int.random(in: 0...5, using: &random)).map { _ in number() })
        }
        var set = RowIdentitySet()
        var expected: Set<RowIdentity> = []
        for _ in 0..<20_000 {
            let next = identity()
            if Bool.random(using: &random) {
                #expect(set.insert(next) == expected.insert(next).inserted, "\(next)")
            } else {
                #expect(set.contains(next) == expected.contains(next), "\(next)")
            }
        }
        for known in expected { #expect(set.contains(known)) }
        #expect(RowIdentitySet(expected).contains(RowIdentity([Int32(7)])) == expected.contains(RowIdentity([Int32(7)])))
    }
}
