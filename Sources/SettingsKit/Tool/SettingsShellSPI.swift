import EtcdLink
import KconfigLayout
import LosslessJSON
import SettingsCore
import SettingsFiles
import SettingsTerminal

// What the settings-shell tool uses beyond SettingsKit's public API, for the
// tool alone: `@_spi(SettingsShell) import SettingsKit` names these types,
// which are defined by the modules beneath SettingsKit. A program that embeds
// SettingsKit never needs them and does not see them; the tool's command line
// imports SettingsKit and ArgumentParser and nothing else, and a CI check
// builds it as a package of its own, where only public and SPI declarations
// can be reached.

// SettingsCore: the session engine the tool drives itself (transcripts, one-shot commands, `validate`), and the words it prints.
@_spi(SettingsShell) public typealias Command = SettingsCore.Command
@_spi(SettingsShell) public typealias EntryPath = SettingsCore.EntryPath
@_spi(SettingsShell) public typealias Glyphs = SettingsCore.Glyphs
@_spi(SettingsShell) public typealias InertText = SettingsCore.InertText
@_spi(SettingsShell) public typealias MessageWrap = SettingsCore.MessageWrap
@_spi(SettingsShell) public typealias Renderer = SettingsCore.Renderer
@_spi(SettingsShell) public typealias Reply = SettingsCore.Reply
@_spi(SettingsShell) public typealias SavePreview = SettingsCore.SavePreview
@_spi(SettingsShell) public typealias ScreenModel = SettingsCore.ScreenModel
@_spi(SettingsShell) public typealias Session = SettingsCore.Session
@_spi(SettingsShell) public typealias SettingFilter = SettingsCore.SettingFilter
@_spi(SettingsShell) public typealias UnifiedDiff = SettingsCore.UnifiedDiff

// LosslessJSON: the JSON reader and writer, for `get`, `list` and `validate --json`.
@_spi(SettingsShell) public typealias JSONFormatStyle = LosslessJSON.JSONFormatStyle
@_spi(SettingsShell) public typealias JSONMember = LosslessJSON.JSONMember
@_spi(SettingsShell) public typealias JSONSerializer = LosslessJSON.JSONSerializer

// SettingsFiles: files read and written safely, and the storage a values document lives in.
@_spi(SettingsShell) public typealias FileContent = SettingsFiles.FileContent
@_spi(SettingsShell) public typealias FileError = SettingsFiles.FileError
@_spi(SettingsShell) public typealias DocumentStorage = SettingsFiles.DocumentStorage
@_spi(SettingsShell) public typealias FileSnapshot = SettingsFiles.FileSnapshot
@_spi(SettingsShell) public typealias PathKind = SettingsFiles.PathKind
@_spi(SettingsShell) public typealias PathOrigin = SettingsFiles.PathOrigin
@_spi(SettingsShell) public typealias SafeFile = SettingsFiles.SafeFile
@_spi(SettingsShell) public typealias StorageError = SettingsFiles.StorageError

// SettingsTerminal: the terminal: readline and the window size.
@_spi(SettingsShell) public typealias ReadlineLineSource = SettingsTerminal.ReadlineLineSource
@_spi(SettingsShell) public typealias TerminalInfo = SettingsTerminal.TerminalInfo

// EtcdLink: the link to settings-shell-etcd, for values kept in etcd.
@_spi(SettingsShell) public typealias EtcdAddress = EtcdLink.EtcdAddress
@_spi(SettingsShell) public typealias EtcdSettings = EtcdLink.EtcdSettings
@_spi(SettingsShell) public typealias StorageErrorText = EtcdLink.StorageErrorText

// KconfigLayout: the Linux kernel's Kconfig and `.config`, which the tool opens beside the other formats.
@_spi(SettingsShell) public typealias KconfigConfigSaver = KconfigLayout.KconfigConfigSaver
@_spi(SettingsShell) public typealias KconfigEditor = KconfigLayout.KconfigEditor
@_spi(SettingsShell) public typealias KconfigError = KconfigLayout.KconfigError
@_spi(SettingsShell) public typealias KconfigFileReader = KconfigLayout.KconfigFileReader
@_spi(SettingsShell) public typealias KconfigMove = KconfigLayout.KconfigMove
@_spi(SettingsShell) public typealias KconfigProject = KconfigLayout.KconfigProject
@_spi(SettingsShell) public typealias KconfigRefusal = KconfigLayout.KconfigRefusal
@_spi(SettingsShell) public typealias KconfigSession = KconfigLayout.KconfigSession
