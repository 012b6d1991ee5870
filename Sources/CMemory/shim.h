// shim.h: hints to the memory system that Swift has no spelling for.
//
// The key index of a large layout is bigger than the caches, and each insert
// lands on a random slot of it. Asking for the slot's line when the key is
// read, a few hundred nanoseconds before the insert needs it, lets the load
// overlap the work in between instead of stalling the insert. In the same way
// a screen of a large file asks for a group's titles, scattered over the
// file's bytes, before it builds the group's rows: the loads overlap one
// another instead of one waiting for memory in each row.
//
// A large file's JSON nodes and its settings fill tens of megabytes that were
// never touched: a page fault each 4 KiB. Advised as huge pages, they fault
// once each 2 MiB and take fewer TLB entries, where the kernel's transparent
// huge pages are on for advised memory ("madvise" or "always" in
// /sys/kernel/mm/transparent_hugepage/enabled; Debian's default is madvise).
// The size is x86-64's, and arm64's with 4 KiB pages; elsewhere, and on
// systems without the advice, nothing changes. The buffer a large file is
// read into is advised too, now that another core faults its pages in ahead
// of the read (PageFaulting, in SettingsFiles): when the read faulted them in
// itself, a fresh huge page there made its time vary by 10 % from run to run
// on a virtual machine, for no gain.

#ifndef SETTINGS_SHELL_CMEMORY_SHIM_H
#define SETTINGS_SHELL_CMEMORY_SHIM_H

#include <stddef.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

/// Starts loading the cache line at `address` for a write soon (a hint: no fault, no effect on results).
static inline void cmem_prefetch_for_write(const void *address) { __builtin_prefetch(address, 1, 3); }

/// Starts loading the cache line at `address` for a read soon (a hint: no fault, no effect on results).
static inline void cmem_prefetch(const void *address) { __builtin_prefetch(address, 0, 3); }

/// Advises the whole 2 MiB pages inside `length` bytes at `address` as huge pages, before they are
/// written (a hint: where the system does not take it, nothing changes). A region of 2 MiB or
/// less holds no whole one: only larger ones are changed. Nothing is done for a null `address`.
static inline void cmem_advise_huge_pages(void *address, size_t length) {
#ifdef MADV_HUGEPAGE
    if (address == NULL) return;
    const uintptr_t huge = (uintptr_t)2 << 20;
    uintptr_t start = ((uintptr_t)address + huge - 1) & ~(huge - 1);
    uintptr_t end = ((uintptr_t)address + length) & ~(huge - 1);
    if (end > start) (void)madvise((void *)start, end - start, MADV_HUGEPAGE);
#else
    (void)address;
    (void)length;
#endif
}

/// Gives back the pages of `reserved` bytes at `address` that lie wholly past its first `used` bytes:
/// the unused end of an array's reserved storage, which a huge page may have made resident whole (the
/// kernel splits that page and can free the pages never written). On Linux the bytes given back read
/// as zero until they are written again; only whole pages of the system's size inside the range are
/// given back, never a byte outside it. Nothing is done for a null `address`.
static inline void cmem_release_unused(void *address, size_t used, size_t reserved) {
#ifdef MADV_DONTNEED
    if (address == NULL || used >= reserved) return;
    const long size = sysconf(_SC_PAGESIZE);
    if (size <= 0) return;
    const uintptr_t page = (uintptr_t)size;
    uintptr_t start = ((uintptr_t)address + used + page - 1) & ~(page - 1);
    uintptr_t end = ((uintptr_t)address + reserved) & ~(page - 1);
    if (end > start) (void)madvise((void *)start, end - start, MADV_DONTNEED);
#else
    (void)address;
    (void)used;
    (void)reserved;
#endif
}

#endif
