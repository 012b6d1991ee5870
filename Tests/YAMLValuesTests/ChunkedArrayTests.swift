import Testing
import ValuesDocuments

/// The chunked storage the YAML and TOML readers keep their nodes in.
@Suite struct ChunkedArrayTests {
    @Test func elementsAreKeptInOrderAcrossChunks() {
        var array = ChunkedArray<Int>()
        for value in 0..<100_000 { #expect(array.append(value * 3) == value) }
        #expect(array.count == 100_000)
        #expect(array[0] == 0 && array[32_767] == 98_301 && array[32_768] == 98_304 && array[99_999] == 299_997)
        #expect(Array(array.prefix(3)) == [0, 3, 6])
        array[50_000] = -1
        #expect(array[50_000] == -1 && array[50_001] == 150_003)
    }

    @Test func aCopyIsAValue() {
        var array = ChunkedArray<Int>()
        for value in 0..<40_000 { array.append(value) }
        var copy = array
        copy[39_999] = 0
        copy.append(5)
        #expect(array[39_999] == 39_999 && array.count == 40_000)
        #expect(copy[39_999] == 0 && copy.count == 40_001)
    }
}
