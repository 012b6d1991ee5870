import SettingsShellApp

SettingsShell.main()
