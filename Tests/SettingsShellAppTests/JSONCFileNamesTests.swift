@testable import SettingsShellApp
@_spi(SettingsShell) @testable import SettingsKit
import Testing

/// The files read as JSONC by their name or folder, as editors read them.
@Suite struct JSONCFileNamesTests {
    @Test(arguments: ["a.jsonc", "tsconfig.json", "app/tsconfig.base.json", "jsconfig.json", "devcontainer.json",
                      ".devcontainer/devcontainer.json", ".devcontainer.json", ".vscode/settings.json", "/home/me/proj/.vscode/tasks.json",
                      "TSConfig.json"])
    func readAsJSONC(_ path: String) {
        #expect(JSONCFileNames.contains(path))
    }

    @Test(arguments: ["settings.json", "mytsconfig.json", "tsconfig.yaml", ".vscode", "vscode/settings.json", "a.vscode/x.json", ""])
    func readAsPlainJSON(_ path: String) {
        #expect(!JSONCFileNames.contains(path))
    }
}
