/// Where the session's input lines come from.
///
/// The pure core does not know which source it talks to: a terminal
/// (`ReadlineLineSource`), a pipe or file (`DescriptorLineSource`) or a fixed
/// list (`ArrayLineSource`).
public protocol LineSource: AnyObject {
    /// Reads the next line. Sources that are not terminals ignore `prompt`
    /// and `style`: they print nothing and treat every style alike.
    func read(prompt: String, style: LineStyle) -> LineRead
    /// Keeps a command line that was read in the history (the up arrow, the
    /// history file). The caller decides: a line that sets a secret is not
    /// kept. Sources without a history ignore it.
    func addToHistory(_ line: String)
}

extension LineSource {
    public func addToHistory(_ line: String) {}
}
