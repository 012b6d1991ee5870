import Foundation

/// Reads property lists into ``PlistValue``s: binary ones with
/// ``BinaryPropertyListReader`` (Foundation's crashes on damaged ones), XML
/// and the old text form with Foundation's reader.
public enum PropertyListReader {
    /// Parses a property list; on failure, the reader's reason in words.
    public static func read(_ bytes: [UInt8]) -> Result<PlistValue, ReadFailure> {
        if BinaryPropertyListReader.recognises(bytes) {
            return BinaryPropertyListReader.read(bytes).mapError { ReadFailure(reason: $0.reason) }
        }
        return PropertyListLock.run { readUnlocked(bytes) }
    }

    private static func readUnlocked(_ bytes: [UInt8]) -> Result<PlistValue, ReadFailure> {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            return .failure(ReadFailure(reason: reason(of: error)))
        }
        guard let value = PlistValue(foundation: object) else {
            return .failure(ReadFailure(reason: "it holds a value of an unknown kind"))
        }
        return .success(value)
    }

    /// Why a property list can't be read, in the reader's own words.
    public struct ReadFailure: Error, Sendable, Equatable {
        public var reason: String
    }

    /// The most specific sentence Foundation gives: its debug description
    /// (e.g. "Value missing for key inside <dict> at line 7"), not the
    /// generic "The data is not in the correct format."
    private static func reason(of error: any Error) -> String {
        let info = (error as NSError).userInfo
        if let detail = info[NSDebugDescriptionErrorKey] as? String, !detail.isEmpty {
            return detail
        }
        return (error as NSError).localizedDescription
    }
}
