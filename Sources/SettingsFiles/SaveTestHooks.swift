/// Ways a test makes a save take a path it otherwise takes only in rare conditions that a
/// test running as root can't set up: a folder it may not write, an attribute the file
/// system refuses, a write that fails halfway.
struct SaveTestHooks {
    /// Write the file in place, as when no temporary file may be made in its folder.
    var writeInPlace = false
    /// How the ACL and attributes are copied to the temporary file (a failure makes the save
    /// write in place).
    var copyAttributes: (Int32, Int32) -> Result<Void, Errno> = ExtendedAttributes.copy
    /// Called after the new content was written in place, before it is cut to length; an
    /// `errno` returned is taken as that write's failure.
    var afterOverwrite: (() -> Int32?)?
    /// Called when the file is found to be the one loaded (same size and times), before the
    /// new file is written (copying from it where it can).
    var beforeWrite: (() -> Void)?
}
