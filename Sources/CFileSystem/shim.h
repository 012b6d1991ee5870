// shim.h: the Linux file-system calls Swift's Glibc module leaves out.
//
// Glibc declares them, but the module Swift builds over it does not include
// these headers: extended attributes (a saved file keeps its POSIX ACL and
// its user attributes) and statfs (a name that lives in /proc is a
// descriptor's, not a file's), the GNU names the module's feature set
// hides, and advice newer than the module's headers (faulting in the
// buffer a large file is read into). SettingsFiles imports this module,
// and ShellCommands for the commands it starts.

#ifndef SETTINGS_SHELL_CFILESYSTEM_SHIM_H
#define SETTINGS_SHELL_CFILESYSTEM_SHIM_H

#include <stddef.h>
#include <stdint.h>
#include <unistd.h>
#include <sys/types.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <sys/vfs.h>
#include <linux/magic.h>
#include <spawn.h>
#include <sys/mman.h>
#include <errno.h>

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

/// Copies `length` bytes from `in` at `*in_offset` to `out` at its file
/// offset, inside the kernel; a GNU extension (glibc 2.27), declared here as
/// glibc's own header does under _GNU_SOURCE (loff_t is a 64-bit off_t).
extern ssize_t copy_file_range(int in, int64_t *in_offset, int out, int64_t *out_offset, size_t length, unsigned int flags);

/// Starts, asynchronously, the writeback of a range of a file's dirty pages;
/// a GNU extension (glibc 2.6), declared here as glibc's own header does
/// under _GNU_SOURCE (its __off64_t is a 64-bit integer).
extern int sync_file_range(int fd, int64_t offset, int64_t nbytes, unsigned int flags);

/// Starts writing `fd`'s dirty pages to the disk without waiting for them
/// (sync_file_range's SYNC_FILE_RANGE_WRITE, 2 in Linux's ABI), so that the
/// fsync after it finds part of the work done. Only a head start: it makes
/// nothing durable, and a failure changes nothing (the fsync reports it).
static inline void cfs_start_writeback(int fd) {
    (void)sync_file_range(fd, 0, 0, 2);
}

/// The futimens value that leaves a time as it is.
static inline long cfs_utime_omit(void) { return UTIME_OMIT; }

/// Faults in, writable, the pages that hold the `length` bytes at `address`
/// (all of them mapped: they hold bytes of the caller's memory) without
/// changing a byte: memory never touched is zeroed by the kernel at its
/// first write, and this lets another thread have that done ahead of the
/// write (Linux 5.14's MADV_POPULATE_WRITE). Returns 0 when done, else the
/// errno (EINVAL where the kernel does not know the advice; then nothing
/// changed).
static inline int cfs_populate_for_write(void *address, size_t length) {
#ifdef MADV_POPULATE_WRITE
    const long size = sysconf(_SC_PAGESIZE);
    if (address == NULL || size <= 0) return EINVAL;
    if (length == 0) return 0;
    const uintptr_t page = (uintptr_t)size;
    uintptr_t start = (uintptr_t)address & ~(page - 1);
    uintptr_t end = ((uintptr_t)address + length + page - 1) & ~(page - 1);
    return madvise((void *)start, end - start, MADV_POPULATE_WRITE) == 0 ? 0 : errno;
#else
    (void)address;
    (void)length;
    return EINVAL;
#endif
}

#endif
