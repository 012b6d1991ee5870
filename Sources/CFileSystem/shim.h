// shim.h: the Linux file-system calls Swift's Glibc module leaves out.
//
// Glibc declares them, but the module Swift builds over it does not include
// these headers: extended attributes (a saved file keeps its POSIX ACL and
// its user attributes) and statfs (a name that lives in /proc is a
// descriptor's, not a file's), and the GNU names the module's feature set
// hides. SettingsFiles imports this module, and ShellCommands for the
// commands it starts.

#ifndef SETTINGS_SHELL_CFILESYSTEM_SHIM_H
#define SETTINGS_SHELL_CFILESYSTEM_SHIM_H

#include <sys/types.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <sys/vfs.h>
#include <linux/magic.h>
#include <spawn.h>

/// The file-system type `statfs` reports for /proc, as a plain value.
static inline long cfs_proc_magic(void) { return PROC_SUPER_MAGIC; }

/// mkstemp with open flags (O_CLOEXEC); a GNU extension, declared here as
/// glibc's own header does under _GNU_SOURCE.
extern int mkostemp(char *template_name, int flags);

/// Makes a child started with posix_spawn change to `path` first; a GNU
/// extension (glibc 2.29), declared here as glibc's own header does.
extern int posix_spawn_file_actions_addchdir_np(posix_spawn_file_actions_t *actions, const char *path);

/// Makes a child started with posix_spawn close every descriptor from
/// `from` up; a GNU extension (glibc 2.34), declared as glibc's header does.
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

/// pipe with open flags (O_CLOEXEC); a GNU extension, declared here as
/// glibc's own header does under _GNU_SOURCE.
extern int pipe2(int ends[2], int flags);

/// The futimens value that leaves a time as it is.
static inline long cfs_utime_omit(void) { return UTIME_OMIT; }

#endif
