import ArgumentParser
import FoundationEssentials
@_spi(SettingsShell) import SettingsKit

// The command of the article "Embedding in a swift-argument-parser tool",
// as it is there: compiled here, and run by ArgumentParserArticleTests.

struct ServerSettings: SettingsModel, Equatable {
    @Header("Server") var host = "localhost"
    @NumberRange(1...65535) var port = 8080
    @Header("Logging") var verbose = false
}

struct Configure: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Edit the settings, then save them.")

    @Option(help: "The settings file.") var file = "settings.json"

    func run() throws {
        try configure(input: .automatic)
    }

    /// Edits the settings read from `file` with lines from `input`, and saves them there after `done`.
    func configure(input: SessionInput, output: any OutputSink = StandardStreams()) throws {
        var settings = try load()
        switch SettingsKit.edit(&settings, title: "Settings", input: input, output: output) {
        case .saved:
            try save(settings)
        case .nothingChanged, .cancelled:
            break
        case .failed(let why):
            print("Nothing saved: \(why)")
            throw ExitCode(65)
        }
    }

    /// The settings in `file`, or the defaults when there is no such file yet.
    func load() throws -> ServerSettings {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: file)) else { return ServerSettings() }
        return try JSONDecoder().decode(ServerSettings.self, from: data)
    }

    func save(_ settings: ServerSettings) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(settings).write(to: URL(fileURLWithPath: file), options: .atomic)
    }
}
