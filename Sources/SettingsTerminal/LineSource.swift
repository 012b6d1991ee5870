/// Where the session's input lines come from.
///
/// The pure core does not know which source it talks to: a terminal
/// (`ReadlineLineSource`), a pipe or file (`DescriptorLineSource`) or a fixed
/// list (`ArrayLineSource`).
public protocol LineSource: AnyObject {
    /// Reads the next line. Sources that are not terminals ignore `prompt`
    /// and `style`: they print nothing and treat every style alike.
    func read(prompt: String, style: LineStyle) -> LineRead
}
