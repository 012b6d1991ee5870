/// Options read from the command line before swift-argument-parser sees it,
/// wherever they stand up to a `--`: every option the parser knows costs
/// every run reflection at start-up, and only some runs use these (see
/// ``EtcdOptions`` and ``SchemaOptions``).
enum EarlyOptions {
    /// One option found: its name, and its value (nil for a flag).
    struct Found {
        let name: String
        let value: String?
    }

    /// What is wrong with an option, in a sentence.
    struct Problem: Error {
        let text: String
    }

    /// Takes the options named in `valued` (`--name VALUE` or
    /// `--name=VALUE`) and `flags` out of `arguments`, up to a `--`: those
    /// found, in order, and the arguments left for the parser; or a
    /// sentence saying what is wrong with one (a missing or empty value, a
    /// value given to a flag).
    static func extract(from arguments: [String], valued: [String], flags: [String] = []) -> Result<([Found], [String]), Problem> {
        // Most runs name none: the arguments are left as they are.
        let names = valued + flags
        guard arguments.contains(where: { $0.hasPrefix("--") && names.contains(String($0.prefix { $0 != "=" })) }) else {
            return .success(([], arguments))
        }
        var found: [Found] = []
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" {
                rest += arguments[(index - 1)...]
                break
            }
            let name = String(word.prefix { $0 != "=" })
            guard names.contains(name) else {
                rest.append(word)
                continue
            }
            if flags.contains(name) {
                guard name == word else { return .failure(Problem(text: "\(name) takes no value")) }
                found.append(Found(name: name, value: nil))
                continue
            }
            let value: String
            if name != word {
                value = String(word.dropFirst(name.count + 1))
            } else {
                guard index < arguments.count else { return .failure(Problem(text: "\(name) needs a value")) }
                value = arguments[index]
                index += 1
            }
            guard !value.isEmpty else { return .failure(Problem(text: "the value given to \(name) is empty")) }
            found.append(Found(name: name, value: value))
        }
        return .success((found, rest))
    }
}
