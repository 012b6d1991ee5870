/// Why a row number names no row.
struct RowRefusal: Error {
    var message: Message
    var reply: Reply { .error(message) }
}
