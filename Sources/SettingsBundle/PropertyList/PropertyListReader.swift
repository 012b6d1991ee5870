/// Reads property lists into ``PlistValue``s, in each form a bundle holds
/// them: binary (``BinaryPropertyListReader``), XML
/// (``XMLPropertyListReader``) and the old text form that `.strings`
/// tables are written in (``OpenStepPropertyListReader``).
///
/// All three readers are the module's own: Foundation's crashes on damaged
/// binary lists, and linking it for the other two made every run of the
/// tool start slower and take more memory.
public enum PropertyListReader {
    /// Parses a property list; on failure, the reader's reason in words.
    public static func read(_ bytes: [UInt8]) -> Result<PlistValue, ReadFailure> {
        if BinaryPropertyListReader.recognises(bytes) {
            return BinaryPropertyListReader.read(bytes).mapError { ReadFailure(reason: $0.reason) }
        }
        if XMLPropertyListReader.recognises(bytes) {
            return XMLPropertyListReader.read(bytes).mapError { ReadFailure(reason: $0.reason) }
        }
        return OpenStepPropertyListReader.read(bytes).mapError { ReadFailure(reason: $0.reason) }
    }

    /// Why a property list can't be read, in the reader's own words.
    public struct ReadFailure: Error, Sendable, Equatable {
        public var reason: String
    }
}
