import LosslessJSON
import SettingsCore

/// An iOS Settings.bundle as a ``LayoutSource``: the pages its plists hold
/// (read by ``BundleReader``) become screens, sections and settings, and
/// get every check, screen and command other layouts get.
///
/// The bundle holds no values: they live in a separate values file, keyed
/// by the specifiers' `Key`. A default is shown but never stored.
///
/// Origins number the places problems can be about — a plist, or a
/// specifier in it — spelled `Root.plist: item 3 (Key "units")`.
package struct BundleSource: LayoutSource {
    /// The bundle as read.
    package let reading: BundleReader.Result
    /// Every place an origin may name, spelled; an origin's raw value is its index.
    private let places: [String]
    /// Where each specifier's place is in `places`, by page and index.
    private let placeOfSpecifier: [PageItem: Int32]
    /// The most screens a bundle opens: child panes opened from several
    /// panes are drawn once per route, which a bundle could multiply.
    static let paneLimit = 5_000

    package init(_ reading: BundleReader.Result) {
        self.reading = reading
        var places: [String] = []
        var positions: [PageItem: Int32] = [:]
        for (page, bundlePage) in reading.pages.enumerated() {
            positions[PageItem(page: page, index: nil)] = Int32(places.count)
            places.append(bundlePage.file)
            for specifier in bundlePage.specifiers {
                positions[PageItem(page: page, index: specifier.index)] = Int32(places.count)
                places.append(BundleProblem(.missingType, file: bundlePage.file, index: specifier.index, key: specifier.key).place)
            }
        }
        for problem in reading.problems {
            places.append(problem.place)
        }
        self.places = places
        placeOfSpecifier = positions
    }

    package func read() -> LayoutBuilder {
        var walk = BundleWalk(source: self, builder: LayoutBuilder(for: self))
        let firstProblem = places.count - reading.problems.count
        for (offset, problem) in reading.problems.enumerated() {
            walk.builder.report(.bundle(problem.reason), at: .origin(Origin(rawValue: Int32(firstProblem + offset))))
        }
        if let root = reading.pages.first {
            walk.builder.title = root.title.flatMap { $0.isEmpty ? nil : $0 } ?? "Settings"
            _ = walk.addPane(page: 0, title: walk.builder.title, parent: nil)
        }
        return walk.builder
    }

    package func describe(_ place: ProblemPlace) -> String {
        switch place {
        case .whole:
            return ""
        case .origin(let origin), .field(_, let origin):
            let index = Int(origin.rawValue)
            return places.indices.contains(index) ? places[index] : ""
        case .storedValue(let key):
            return key
        }
    }

    /// The origin of a page (index nil) or of a specifier in it.
    func origin(page: Int, index: Int?) -> Origin {
        Origin(rawValue: placeOfSpecifier[PageItem(page: page, index: index)] ?? 0)
    }

    /// A specifier's position: its page and index (nil for the page itself).
    struct PageItem: Hashable {
        var page: Int
        var index: Int?
    }
}
