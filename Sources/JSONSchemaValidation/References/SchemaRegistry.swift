import LosslessJSON

/// Every schema resource a validation can reach, by URI: the root schema's,
/// those embedded in it (`$id`), their anchors, and documents the resolver
/// hands over when a reference leads outside (loaded once, when first
/// needed). Made anew for each validation, so it is never shared.
///
/// The layout resolves its `$ref`s here too (``locate(_:inDocument:at:)``),
/// so that whatever the validator reaches, a session draws.
package final class SchemaRegistry {
    /// A subschema and its place.
    typealias Located = (value: JSONTree, place: SchemaPlace)

    private var documents: [JSONTree] = []
    /// Resource roots by URI (no fragment).
    private var resources: [String: Located] = [:]
    /// Plain-name fragments (`$anchor`, `$dynamicAnchor`, draft 6/7 `$id: "#name"`) by `uri#name`.
    private var anchors: [String: Located] = [:]
    /// `uri#name` of every `$dynamicAnchor`.
    private(set) var dynamicAnchors: Set<String> = []
    /// Every subschema found by walking the documents, by document and pointer.
    private var places: [String: SchemaPlace] = [:]
    /// URIs already asked of the resolver, answered or not.
    private var asked: Set<String> = []
    /// Meta-schemas being read for their vocabularies (a meta-schema may name itself).
    private var readingMeta: Set<String> = []
    private let resolver: (String) -> JSONTree?
    private let defaultDialect: Dialect

    /// A registry that asks `resolver` for the document at an absolute URI
    /// (no fragment) the first time a reference leads there.
    package init(resolver: @escaping (String) -> JSONTree?, defaultDialect: Dialect) {
        self.resolver = resolver
        self.defaultDialect = defaultDialect
    }

    /// Adds a document found at `uri` and everything in it; its root and
    /// place. `namesPlaces` says, when the caller knows it already (see
    /// ``namesPlaces(_:)``), whether the document has any keyword that
    /// makes a place; nil: walk the document to find out.
    @discardableResult
    func load(_ document: JSONTree, uri: String, namesPlaces: Bool? = nil) -> Located {
        let index = documents.count
        documents.append(document)
        let root = rootPlace(of: document, uri: uri, index: index)
        if resources[uri] == nil { resources[uri] = (document, root) }
        if namesPlaces ?? Self.namesPlaces(document, isRoot: true) {
            walk(document, at: root)
        } else {
            // Nothing below the root changes a base or a draft, or names an
            // anchor: every subschema's place is the root's and its pointer,
            // as a reference finds it. (A large schema's walk was most of a `validate`.)
            places[key(root.document, root.documentPointer)] = root
            if root.pointer.isEmpty, resources[root.base] == nil { resources[root.base] = (document, root) }
        }
        return (document, root)
    }

    /// The keywords that make a subschema's place other than its root's
    /// and its pointer, or register it by a name of its own.
    private static let placeKeywords: Set<String> = ["$id", "id", "$schema", "$anchor", "$dynamicAnchor", "$recursiveAnchor"]

    /// ``placeKeywords``, for keys compared where they are written: decoding
    /// each `$ref` key, the commonest of a large schema, cost most of the look.
    private static let placeKeywordList = JSONKeyList(placeKeywords.sorted())

    /// ``namesPlaces(_:isRoot:)`` read from a parsed document: its members'
    /// keys compared where they are written, when their first byte may begin
    /// a keyword (the tree's walk retains every node).
    package static func namesPlaces(_ document: JSONDocument) -> Bool {
        let root = document.root
        guard document.kind(root) == .object else { return false }
        for keyword in ["$anchor", "$dynamicAnchor", "$recursiveAnchor"] where document.member(keyword, of: root) != nil { return true }
        for keyword in ["$id", "id"] where document.member(keyword, of: root).flatMap(document.string)?.contains("#") == true { return true }
        let rootMembers = Set(document.children(root).map(\.index))
        for index in 0..<Int32(document.nodeCount) {
            let node = JSONNodeID(index: index)
            guard let first = document.firstKeyByte(node),
                  first == 0x24 || first == 0x69 || first == 0x5C, // `$`, `i`, or `\` (an escaped key)
                  document.place(ofKey: node, among: placeKeywordList) != nil else { continue }
            // The root's own members were looked at above (a set looked up only here, as keywords are few).
            if !rootMembers.contains(index) { return true }
        }
        return false
    }

    /// Whether any object of `value` (at any depth, a property named so
    /// included: erring towards the walk) holds one of ``placeKeywords`` —
    /// the root only an anchor, or an `$id` with a fragment naming one.
    private static func namesPlaces(_ value: JSONTree, isRoot: Bool = false) -> Bool {
        switch value {
        case .object(let object):
            if isRoot {
                for keyword in ["$anchor", "$dynamicAnchor", "$recursiveAnchor"] where object[keyword] != nil { return true }
                for keyword in ["$id", "id"] where object[keyword]?.string?.contains("#") == true { return true }
            }
            for (name, child) in object.members {
                // Each name's first byte before a set look-up: `$` or `i`, or it is none of them.
                if !isRoot, let first = name.utf8.first, first == 0x24 || first == 0x69, placeKeywords.contains(name) { return true }
                if namesPlaces(child) { return true }
            }
            return false
        case .array(let items):
            return items.contains { namesPlaces($0) }
        default:
            return false
        }
    }

    /// The place of a document's root, found at `uri` (the `index`th document
    /// loaded): its draft and base, read from the root alone.
    func rootPlace(of document: JSONTree, uri: String, index: Int = 0) -> SchemaPlace {
        let start = SchemaPlace(base: uri, pointer: "", document: index, documentPointer: "",
                                dialect: defaultDialect, vocabularies: defaultDialect.allVocabularies)
        return enter(document, at: start)
    }

    /// The place of `value`, reached at `place`: its own `$schema` and `$id`
    /// change the rules and the resource it belongs to.
    func enter(_ value: JSONTree, at place: SchemaPlace) -> SchemaPlace {
        guard case .object(let object) = value else { return place }
        var place = place
        let idKeyword = place.dialect.idKeyword
        if let meta = object["$schema"]?.string,
           place.documentPointer.isEmpty || (place.dialect >= .draft2019 && object[idKeyword] != nil) {
            (place.dialect, place.vocabularies) = rules(ofMetaSchema: meta)
        }
        let id = object[place.dialect.idKeyword]?.string
        if let id, !(place.dialect.refOverridesSiblings && object["$ref"] != nil), !id.hasPrefix("#") {
            let resolved = URIReference.resolve(id, against: place.base)
            place.base = resolved.withoutFragment.text
            place.pointer = ""
        }
        return place
    }

    private func key(_ document: Int, _ pointer: String) -> String { "\(document)\u{0}\(pointer)" }

    /// Records `value` (at `place`, already entered) and its subschemas.
    private func walk(_ value: JSONTree, at place: SchemaPlace) {
        places[key(place.document, place.documentPointer)] = place
        guard case .object(let object) = value else { return }
        if place.pointer.isEmpty, resources[place.base] == nil { resources[place.base] = (value, place) }
        let dialect = place.dialect
        if dialect <= .draft7, let id = object[dialect.idKeyword]?.string, !(object["$ref"] != nil) {
            // Draft 4 to 7 name a plain fragment with `$id`.
            let resolved = URIReference.resolve(id, against: place.base)
            if let fragment = resolved.fragment, !fragment.isEmpty, !fragment.hasPrefix("/") {
                anchors[resolved.text] = (value, place)
            }
        }
        if dialect >= .draft2019, let name = object["$anchor"]?.string {
            anchors[place.base + "#" + name] = (value, place)
        }
        if dialect >= .draft2020, let name = object["$dynamicAnchor"]?.string {
            anchors[place.base + "#" + name] = (value, place)
            dynamicAnchors.insert(place.base + "#" + name)
        }
        for (tokens, child) in Self.subschemas(of: object) {
            walk(child, at: enter(child, at: place.descending(tokens)))
        }
    }

    /// The subschemas an object holds under keywords that take schemas,
    /// each with the tokens that lead to it.
    static func subschemas(of object: JSONObject) -> [([String], JSONTree)] {
        var found: [([String], JSONTree)] = []
        func isSchema(_ value: JSONTree) -> Bool {
            switch value { case .object, .bool: true; default: false }
        }
        for keyword in ["additionalItems", "additionalProperties", "contains", "if", "then", "else", "not",
                        "propertyNames", "unevaluatedItems", "unevaluatedProperties", "contentSchema", "items"] {
            if let child = object[keyword], isSchema(child) { found.append(([keyword], child)) }
        }
        for keyword in ["allOf", "anyOf", "oneOf", "prefixItems", "items"] {
            guard let items = object[keyword]?.array else { continue }
            for (index, child) in items.enumerated() where isSchema(child) { found.append(([keyword, String(index)], child)) }
        }
        for keyword in ["$defs", "definitions", "properties", "patternProperties", "dependentSchemas", "dependencies"] {
            guard let map = object[keyword]?.object else { continue }
            for name in map.keys {
                if let child = map[name], isSchema(child) { found.append(([keyword, name], child)) }
            }
        }
        return found
    }

    /// The draft and vocabularies a `$schema` URI stands for: a draft's own
    /// meta-schema, or one the resolver has whose `$vocabulary` lists them.
    func rules(ofMetaSchema uri: String) -> (Dialect, Vocabularies) {
        if let dialect = Dialect(metaSchema: uri) { return (dialect, dialect.allVocabularies) }
        let base = URIReference.resolve(uri, against: "").withoutFragment.text
        guard !readingMeta.contains(base) else { return (defaultDialect, defaultDialect.allVocabularies) }
        readingMeta.insert(base)
        defer { readingMeta.remove(base) }
        guard let meta = resource(base), case .object(let object) = meta.value else {
            return (defaultDialect, defaultDialect.allVocabularies)
        }
        let dialect = meta.place.dialect
        guard let listed = object["$vocabulary"]?.object, dialect >= .draft2019 else { return (dialect, dialect.allVocabularies) }
        return (dialect, Vocabularies(listed: listed.keys, dialect: dialect))
    }

    /// The resource at `uri` (no fragment), asking the resolver the first time.
    func resource(_ uri: String) -> Located? {
        if let found = resources[uri] { return found }
        guard !asked.contains(uri) else { return nil }
        asked.insert(uri)
        guard let document = resolver(uri) else { return nil }
        load(document, uri: uri)
        return resources[uri]
    }

    /// The subschema a resolved reference names: a resource, a JSON pointer
    /// in it (percent-escapes undone) or a plain-name anchor.
    func target(_ reference: URIReference) -> Located? {
        let base = reference.withoutFragment.text
        guard let root = resource(base) else { return nil }
        guard let fragment = reference.fragment.flatMap(URIReference.percentDecoded), !fragment.isEmpty else {
            return reference.fragment == nil || reference.fragment == "" ? root : nil
        }
        guard fragment.hasPrefix("/") else { return anchors[base + "#" + fragment] }
        var value = root.value
        for token in fragment.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let name = JSONPointerToken.name(token)
            switch value {
            case .object(let object):
                guard let next = object[name] else { return nil }
                value = next
            case .array(let items):
                guard name.allSatisfy(\.isASCII), name.allSatisfy(\.isNumber), name.count < 10,
                      let index = Int(name), index < items.count else { return nil }
                value = items[index]
            default:
                return nil
            }
        }
        if let known = places[key(root.place.document, root.place.documentPointer + fragment)] { return (value, known) }
        var place = root.place
        place.pointer += fragment
        place.documentPointer += fragment
        return (value, enter(value, at: place))
    }

    /// Adds a document found at `uri` (see ``load(_:uri:)``); its index
    /// among the documents, as ``locate(_:inDocument:at:)`` names them.
    @discardableResult
    package func add(_ document: JSONTree, uri: String) -> Int {
        load(document, uri: uri).place.document
    }

    /// Where `ref`, written in the schema object at `pointer` of the
    /// `document`th document loaded, leads: the absolute URI of the
    /// resource it names (no fragment), and the document and JSON pointer
    /// (escaped, as a pointer is written) it leads to there, nil when it
    /// leads nowhere — ``hasResource(_:)`` then says whether the resource was found.
    package func locate(_ ref: String, inDocument document: Int, at pointer: String)
        -> (uri: String, found: (document: Int, pointer: String)?) {
        guard document < documents.count else { return (ref, nil) }
        let place = place(inDocument: document, at: pointer)
        let reference = URIReference.resolve(ref, against: place.base)
        let uri = reference.withoutFragment.text
        guard let found = target(reference) else { return (uri, nil) }
        return (uri, (found.place.document, found.place.documentPointer))
    }

    /// Whether the resource at `uri` (no fragment) is loaded.
    package func hasResource(_ uri: String) -> Bool {
        resources[uri] != nil
    }

    /// The place of the subschema at `pointer` in a loaded document: the
    /// nearest one the walk recorded, and the rest of the pointer below it.
    private func place(inDocument document: Int, at pointer: String) -> SchemaPlace {
        var prefix = Substring(pointer)
        while true {
            if let known = places[key(document, String(prefix))] {
                guard prefix.count < pointer.count else { return known }
                var place = known
                let rest = pointer.dropFirst(prefix.count)
                place.pointer += rest
                place.documentPointer += rest
                return place
            }
            guard let slash = prefix.lastIndex(of: "/") else { break }
            prefix = prefix[..<slash]
        }
        var place = rootPlace(of: documents[document], uri: "", index: document)
        place.pointer += pointer
        place.documentPointer += pointer
        return place
    }

    /// Whether the resource at `uri` declares `$recursiveAnchor: true` at its root.
    func hasRecursiveAnchor(_ uri: String) -> Bool {
        resources[uri]?.value["$recursiveAnchor"]?.bool == true
    }
}
