/// A property's name made readable, as its row's title: words split at
/// underscores and where a lower-case letter or digit meets a capital (and
/// before the last capital of a run followed by a lower-case letter:
/// `URLPath` is "URL Path"), each word starting with a capital.
/// `airplaneMode`, `AirplaneMode` and `airplane_mode` all read "Airplane Mode".
public enum CaptionText {
    /// The caption of a property named `name`.
    public static func caption(of name: String) -> String {
        var words: [String] = []
        var word: [Character] = []
        let letters = Array(name)
        for (index, letter) in letters.enumerated() {
            if letter == "_" || letter == " " || letter == "-" {
                if !word.isEmpty { words.append(String(word)) }
                word = []
                continue
            }
            if letter.isUppercase, let last = word.last {
                let next = index + 1 < letters.count ? letters[index + 1] : nil
                let endsRun = last.isUppercase && next?.isLowercase == true
                if last.isLowercase || last.isNumber || endsRun {
                    words.append(String(word))
                    word = []
                }
            }
            word.append(letter)
        }
        if !word.isEmpty { words.append(String(word)) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
