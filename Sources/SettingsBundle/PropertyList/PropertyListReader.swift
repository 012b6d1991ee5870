/// Reads property lists into ``PlistValue``s, in each form a bundle holds
/// them: binary (``BinaryPropertyListReader``), XML
/// (``XMLPropertyListReader``) and the old text form that `.strings`
/// tables are written in (``OpenStepPropertyListReader``).
///
/// All three readers are the module's own: Foundation's crashes on damaged
/// binary lists, and linking Foundation for the other two made the binary
/// 2.4 times as large and every run start slower (the tool links only
/// FoundationEssentials, which has no reader of untyped lists).
package enum PropertyListReader {
    /// Parses a property list; on failure, the reader's reason in words.
    package static func read(_ bytes: [UInt8]) -> Result<PlistValue, ReadFailure> {
        if BinaryPropertyListReader.recognises(bytes) { return BinaryPropertyListReader.read(bytes) }
        // An empty file is no list (the XML reader says so); an empty `.strings` table is read by ``StringsTableReader``.
        if XMLPropertyListReader.recognises(bytes) || bytes.allSatisfy(PropertyListText.isSpace) {
            return XMLPropertyListReader.read(bytes)
        }
        return OpenStepPropertyListReader.read(bytes)
    }

    /// Why a property list can't be read, in the reader's own words.
    package struct ReadFailure: Error, Sendable, Equatable {
        package var reason: String
        init(_ reason: String) { self.reason = reason }
    }
}
