/// Why a row number names no row.
struct RowRefusal: Error {
    var message: String
    var reply: Reply { .error(message) }
}
