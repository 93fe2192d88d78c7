#ifndef ISLET_BUILD_H
#define ISLET_BUILD_H

/// The commit islet was built from, or NULL after a plain `swift build`. The Makefile links an
/// object defining `islet_build_commit_text` into its release builds; nothing else needs to exist,
/// because the reference below is weak (docs/DECISIONS.md, "The version and the commit").
const char *islet_build_commit(void);

#endif
