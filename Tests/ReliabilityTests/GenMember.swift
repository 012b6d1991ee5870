/// One member of a generated object (``GenJSON/members(_:)``).
struct GenMember {
    var key: String
    var value: GenJSON
}
