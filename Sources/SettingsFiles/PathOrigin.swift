/// Who named a path the tool reads, which decides what may be read there.
///
/// A pipe or a device can only be read by blocking until its writer is done
/// (or forever: a terminal, a FIFO nobody writes). That is what a person
/// asks for with `--file /dev/stdin` or `--file <(command)`; a file's content
/// (a `$schema`, a `$ref`, a bundle's `File`, a transcript's line) can't ask
/// for it: there it is refused as not a regular file.
public enum PathOrigin: Sendable, Equatable {
    /// The user, on the command line: a pipe or a character device is read to its end.
    case commandLine
    /// A file's content: only a regular file is read.
    case fileContent
}
