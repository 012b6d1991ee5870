// The "Swift floor" of the one-shot benchmark (SPEC section 8): the least a
// Swift tool that imports Foundation does to answer from a settings file --
// start, read the file named in argv[1], print its size.
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: floor FILE\n".utf8))
    exit(2)
}
guard let contents = FileManager.default.contents(atPath: arguments[1]) else {
    FileHandle.standardError.write(Data("floor: cannot read \(arguments[1])\n".utf8))
    exit(66)
}
print(contents.count)
