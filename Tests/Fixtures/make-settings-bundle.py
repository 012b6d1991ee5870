#!/usr/bin/env python3
"""Writes Tests/Transcripts/Settings.bundle, the Settings.bundle fixture of the
transcripts and tests: an imaginary hiking app's settings, using every
specifier type, XML and binary plists, nested child panes (one opened from
two panes, one with a phone variant), and English and German tables (UTF-8
and UTF-16). Run it from the repository's root after changing it."""
import os
import plistlib

BUNDLE = "Tests/Transcripts/Settings.bundle"


def group(title=None, footer=None, **extra):
    spec = {"Type": "PSGroupSpecifier"}
    if title is not None:
        spec["Title"] = title
    if footer is not None:
        spec["FooterText"] = footer
    spec.update(extra)
    return spec


def write(name, specifiers, fmt=plistlib.FMT_XML, **top):
    top = dict(top, StringsTable="Root", PreferenceSpecifiers=specifiers)
    with open(os.path.join(BUNDLE, name), "wb") as f:
        plistlib.dump(top, f, fmt=fmt, sort_keys=True)


def strings(language, entries, encoding):
    folder = os.path.join(BUNDLE, language + ".lproj")
    os.makedirs(folder, exist_ok=True)
    text = "/* Settings of Trail Log, " + language + " */\n\n"
    text += "".join('"%s" = "%s";\n' % pair for pair in entries)
    with open(os.path.join(folder, "Root.strings"), "wb") as f:
        f.write(text.encode(encoding))


os.makedirs(BUNDLE, exist_ok=True)
write("Root.plist", [
    # A row before the first group: an untitled section of its own.
    {"Type": "PSToggleSwitchSpecifier", "Title": "SYNC", "Key": "icloud_sync", "DefaultValue": "YES"},
    group("ACCOUNT", "ACCOUNT_FOOTER"),
    {"Type": "PSTextFieldSpecifier", "Title": "NAME", "Key": "user_name", "KeyboardType": "Alphabet",
     "AutocapitalizationType": "Words", "AutocorrectionType": "No"},
    {"Type": "PSTextFieldSpecifier", "Title": "PASSWORD", "Key": "password", "IsSecure": True},
    {"Type": "PSTextFieldSpecifier", "Title": "EMAIL", "Key": "email", "KeyboardType": "EmailAddress"},
    group("DISPLAY"),
    {"Type": "PSMultiValueSpecifier", "Title": "UNITS", "Key": "units", "DefaultValue": "metric",
     "Titles": ["METRIC", "IMPERIAL"], "ShortTitles": ["km", "mi"], "Values": ["metric", "imperial"]},
    {"Type": "PSMultiValueSpecifier", "Title": "MAP_STYLE", "Key": "map_style", "DefaultValue": 0,
     "DisplaySortedByTitle": True, "Titles": ["Standard", "Satellite", "Hybrid", "Terrain"], "Values": [0, 1, 2, 3]},
    {"Type": "PSSliderSpecifier", "Key": "brightness", "DefaultValue": 50, "MinimumValue": 0, "MaximumValue": 100,
     "MinimumValueImage": "dim.png", "MaximumValueImage": "bright.png"},
    {"Type": "PSToggleSwitchSpecifier", "Title": "ELEVATION", "Key": "show_elevation",
     "TrueValue": "shown", "FalseValue": "hidden", "DefaultValue": "hidden"},
    {"Type": "PSRadioGroupSpecifier", "Title": "START_SCREEN", "Key": "start_screen", "DefaultValue": "map",
     "FooterText": "START_FOOTER", "Titles": ["MAP", "LIST", "STATS"], "Values": ["map", "list", "stats"]},
    group(),
    {"Type": "PSChildPaneSpecifier", "Title": "ADVANCED", "File": "Advanced"},
    {"Type": "PSChildPaneSpecifier", "Title": "ABOUT", "File": "About"},
    {"Type": "PSToggleSwitchSpecifier", "Title": "Split View", "Key": "split_view", "SupportedUserInterfaceIdioms": ["Pad"]},
    {"Type": "IASKButtonSpecifier", "Title": "Reset Tips", "Key": "reset_tips"},
])
write("Advanced.plist", [
    group("RECORDING"),
    {"Type": "PSSliderSpecifier", "Title": "GPS_INTERVAL", "Key": "gps_interval", "DefaultValue": 5,
     "MinimumValue": 1, "MaximumValue": 60},
    {"Type": "PSToggleSwitchSpecifier", "Title": "AUTO_PAUSE", "Key": "auto_pause", "DefaultValue": 1},
    group(),
    {"Type": "PSChildPaneSpecifier", "Title": "DIAGNOSTICS", "File": "Diagnostics"},
    {"Type": "PSChildPaneSpecifier", "Title": "ABOUT", "File": "About"},
], fmt=plistlib.FMT_BINARY)
# The phone reads Diagnostics~iphone.plist; Diagnostics.plist is for other devices.
write("Diagnostics.plist", [group("Not for phones")])
write("Diagnostics~iphone.plist", [
    group("LOGGING", "LOGGING_FOOTER"),
    {"Type": "PSMultiValueSpecifier", "Title": "LOG_LEVEL", "Key": "log_level", "DefaultValue": 2,
     "Titles": ["ERRORS", "WARNINGS", "EVERYTHING"], "Values": [1, 2, 3]},
    {"Type": "PSToggleSwitchSpecifier", "Title": "SEND_REPORTS", "Key": "send_reports",
     "TrueValue": 1, "FalseValue": 0, "DefaultValue": "NO"},
])
write("About.plist", [
    group(),
    {"Type": "PSTitleValueSpecifier", "Title": "VERSION", "Key": "app_version", "DefaultValue": "2.4.1"},
    {"Type": "PSTitleValueSpecifier", "Title": "CHANNEL", "Key": "channel", "DefaultValue": "beta",
     "Titles": ["RELEASE", "BETA"], "Values": ["release", "beta"]},
], fmt=plistlib.FMT_BINARY)

english = [
    ("SYNC", "Sync with iCloud"), ("ACCOUNT", "Account"), ("ACCOUNT_FOOTER", "Sign in to share your trails."),
    ("NAME", "Name"), ("PASSWORD", "Password"), ("EMAIL", "Email"), ("DISPLAY", "Display"),
    ("UNITS", "Units"), ("METRIC", "Metric"), ("IMPERIAL", "Imperial"), ("MAP_STYLE", "Map Style"),
    ("ELEVATION", "Show Elevation"), ("START_SCREEN", "Start Screen"), ("MAP", "Map"), ("LIST", "List"),
    ("STATS", "Statistics"), ("START_FOOTER", "The screen Trail Log opens with."), ("ADVANCED", "Advanced"),
    ("ABOUT", "About"), ("RECORDING", "Recording"), ("GPS_INTERVAL", "GPS Interval"), ("AUTO_PAUSE", "Auto-Pause"),
    ("DIAGNOSTICS", "Diagnostics"), ("LOGGING", "Logging"), ("LOGGING_FOOTER", "Reports never include your location."),
    ("LOG_LEVEL", "Log Level"), ("ERRORS", "Errors"), ("WARNINGS", "Warnings"), ("EVERYTHING", "Everything"),
    ("SEND_REPORTS", "Send Reports"), ("VERSION", "Version"), ("CHANNEL", "Channel"), ("RELEASE", "Release"),
    ("BETA", "Beta"),
]
# German lacks a few entries: those fall back to English. EVERYTHING is in
# no table, so it shows as the key itself.
german = [
    ("SYNC", "Mit iCloud synchronisieren"), ("ACCOUNT", "Konto"), ("ACCOUNT_FOOTER", "Melde dich an, um deine Touren zu teilen."),
    ("NAME", "Name"), ("PASSWORD", "Passwort"), ("EMAIL", "E-Mail"), ("DISPLAY", "Anzeige"),
    ("UNITS", "Einheiten"), ("METRIC", "Metrisch"), ("IMPERIAL", "Angloamerikanisch"), ("MAP_STYLE", "Kartenstil"),
    ("ELEVATION", "Höhe anzeigen"), ("START_SCREEN", "Startbildschirm"), ("MAP", "Karte"), ("LIST", "Liste"),
    ("STATS", "Statistik"), ("ADVANCED", "Erweitert"), ("ABOUT", "Info"), ("RECORDING", "Aufzeichnung"),
    ("GPS_INTERVAL", "GPS-Intervall"), ("AUTO_PAUSE", "Automatische Pause"), ("LOGGING", "Protokoll"),
    ("LOG_LEVEL", "Protokollstufe"), ("ERRORS", "Fehler"), ("WARNINGS", "Warnungen"),
]
strings("en", [pair for pair in english if pair[0] != "EVERYTHING"], "utf-8")
strings("de", german, "utf-16")

# Broken.bundle: what a bundle can get wrong, for bundle-errors.transcript.
BUNDLE = "Tests/Transcripts/Broken.bundle"
os.makedirs(BUNDLE, exist_ok=True)
write("Root.plist", [
    group("Display"),
    {"Type": "PSMultiValueSpecifier", "Title": "Units", "Key": "units", "DefaultValue": "km",
     "Titles": ["Kilometres", "Miles", "Light years"], "Values": ["km", "mi"]},
    {"Type": "PSMultiValueSpecifier", "Title": "Theme", "Key": "theme", "DefaultValue": "sepia",
     "Titles": ["Light", "Dark"], "Values": ["light", "dark"]},
    {"Type": "PSChildPaneSpecifier", "Title": "Sharing", "File": "Sharing"},
    {"Type": "PSChildPaneSpecifier", "Title": "Loop", "File": "Loop"},
])
write("Loop.plist", [{"Type": "PSChildPaneSpecifier", "Title": "Back to loop", "File": "Loop"}])
