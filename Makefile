# islet: `make run` starts the demo, `make test` installs what is missing and runs every test.
SWIFT ?= swift
DEBIAN_PACKAGES := libncurses-dev tzdata libnghttp2-dev libssl-dev libmd-dev libchafa-dev libglib2.0-dev libcairo2-dev libpango1.0-dev libgdk-pixbuf-2.0-dev librsvg2-dev libpng-dev libpangocairo-1.0-0 libgdk-pixbuf-2.0-0 libchafa0 librsvg2-2 librsvg2-bin fonts-inter fonts-noto-color-emoji fonts-material-design-icons-iconfont \
  tmux curl openssl nghttp2-client python3-venv man-db zsh dpkg-dev lintian patchelf faketime iproute2
## Python's httpx with h2, a second HTTP/2 client for the endpoint's tests (from PyPI, in a venv).
PYTHON_CLIENTS := .build/pyclients
.DEFAULT_GOAL := run

## The version is written once, in Sources/islet/Version.swift; the package and its changelog read it here.
VERSION := $(shell sed -n 's/^ *static let number = "\(.*\)"$$/\1/p' Sources/islet/Version.swift)
## The commit `islet --version` names in Makefile release builds: HEAD, with -dirty when tracked files differ.
COMMIT := $(shell git rev-parse --short=12 HEAD 2>/dev/null)$(shell git status --porcelain --untracked-files=no 2>/dev/null | grep -q . && echo -dirty)
## An object defining the commit, linked into release builds only (a plain `swift build` names none): a new
## commit relinks islet and compiles nothing (docs/DECISIONS.md, "The version and the commit").
COMMIT_OBJECT := $(CURDIR)/.build/commit/$(COMMIT).o
## Release builds carry the Swift runtime, Foundation and Dispatch inside the binary, look for any library that
## could not be linked in under ../lib/islet beside it, and name the commit.
RELEASE := $(SWIFT) build -c release --static-swift-stdlib -Xlinker -rpath -Xlinker '$$ORIGIN/../lib/islet' \
  $(if $(COMMIT),-Xlinker $(COMMIT_OBJECT))
## The Swift reader `islet-swift` links the toolchain's swift-syntax, which needs the dynamic runtime, so it is
## built without --static-swift-stdlib and ships beside those libraries (docs/DECISIONS.md, "When islet reads Swift").
## It has a build folder of its own: --static-swift-stdlib changes how every module is compiled, so one shared
## folder would rebuild all of them each time the other product is built.
RELEASE_HELPER := $(SWIFT) build -c release --scratch-path .build/helper --product islet-swift
HELPER_BIN := .build/helper/release/islet-swift
RELEASE_BIN := .build/release
PACKAGE := .build/islet_$(VERSION)_$(shell dpkg --print-architecture 2>/dev/null || echo amd64).deb
## `make install` puts the package's files under $(DESTDIR)$(PREFIX), in the same places below /usr.
PREFIX ?= /usr/local
DESTDIR ?=

.PHONY: run test check deps pyclients build release deb install uninstall bench embed docs clean fuzz sanitize

## Installs the Debian packages islet builds and tests with, only those that are missing.
deps:
	@missing=""; for package in $(DEBIAN_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$package 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	  else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; fi; \
	fi

pyclients: deps
	@test -x $(PYTHON_CLIENTS)/bin/python || python3 -m venv $(PYTHON_CLIENTS)
	@$(PYTHON_CLIENTS)/bin/python -c "import httpx, h2" 2>/dev/null || $(PYTHON_CLIENTS)/bin/pip install -q "httpx[http2]"

build:
	$(SWIFT) build --product islet
	$(SWIFT) build --product islet-swift

release: $(if $(COMMIT),$(COMMIT_OBJECT))
	$(RELEASE) --product islet
	$(RELEASE_HELPER)

$(COMMIT_OBJECT):
	mkdir -p $(@D)
	printf 'const char islet_build_commit_text[] = "%s";\n' '$(COMMIT)' | clang -x c -fPIC -c -o $@ -

## Builds .build/islet_VERSION_ARCH.deb from the release build (scripts/make-deb says how).
deb: release
	./scripts/make-deb $(RELEASE_BIN)/islet $(HELPER_BIN) $(VERSION) '$(COMMIT)' .build

## Installs what `make release` built, so it never builds as root.
install:
	@for binary in $(RELEASE_BIN)/islet $(HELPER_BIN); do \
	  test -x $$binary || { echo "make install: no $$binary: run 'make release' first" >&2; exit 2; }; \
	done
	./scripts/install-files install '$(DESTDIR)' '$(PREFIX)' $(RELEASE_BIN)/islet $(HELPER_BIN) $(VERSION) '$(COMMIT)'

uninstall:
	./scripts/install-files uninstall '$(DESTDIR)' '$(PREFIX)'

run: build
	$(SWIFT) run --skip-build islet demo

test: check
	$(MAKE) deb
	./scripts/test-package $(PACKAGE)

## Everything `make test` runs except building and testing the package: the quicker check before a merge.
check: deps pyclients
	./scripts/embed-layouts --check
	./scripts/module-graph --self-test
	./scripts/module-graph --check
	./scripts/decisions-index --check
	$(SWIFT) build --product islet
	$(SWIFT) build --product islet-swift
	$(SWIFT) test

## Prints each budget beside its measured figure (release build, the package's binaries; docs/DECISIONS.md, "Budgets users feel").
bench: deps deb
	$(RELEASE) --product islet-bench
	rm -rf .build/package/unpacked && dpkg-deb -x $(PACKAGE) .build/package/unpacked
	$(RELEASE_BIN)/islet-bench .build/package/unpacked/usr/bin/islet
	./scripts/bench-terminal $(RELEASE_BIN)/islet
	./scripts/bench-endpoint $(RELEASE_BIN)/islet

## libFuzzer with AddressSanitizer over every outside input, FUZZ_SECONDS each (docs/DECISIONS.md,
## "Fuzzing"); its corpus and findings stay in .build/fuzz. The normal build writes the seeds.
## Then every Swift sample and corpus widget is rendered by the real islet FUZZ_MUTATIONS times,
## each time with one seeded slip in one file (MutatedWidgetRenderTests; the suite makes one).
## FUZZ_TIMEOUT is the wall-clock seconds one input may take: raise it on a busy machine.
FUZZ_SECONDS ?= 180
FUZZ_TIMEOUT ?= 10
FUZZ_MUTATIONS ?= 20
FUZZ_TARGETS ?= layout payload stream http1 http2 swift program shapes interpreter language assets plist image
FUZZ_BUILD := .build/fuzz/build
fuzz: deps
	$(SWIFT) build --product islet-fuzz
	$(SWIFT) build -c release --scratch-path $(FUZZ_BUILD) --product islet-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DISLET_FUZZ
	FUZZ_TIMEOUT=$(FUZZ_TIMEOUT) ./scripts/fuzz "$$($(SWIFT) build -c release --scratch-path $(FUZZ_BUILD) --show-bin-path)/islet-fuzz" \
	  "$$($(SWIFT) build --show-bin-path)/islet-fuzz" $(FUZZ_SECONDS) $(FUZZ_TARGETS)
	$(SWIFT) build --build-tests
	ISLET_MUTATION_ROUNDS=$(FUZZ_MUTATIONS) $(SWIFT) test --skip-build --filter MutatedWidgetRenderTests

## The whole suite under AddressSanitizer, in a build folder of its own, with the CLI tests running
## the sanitized islet; then under UndefinedBehaviorSanitizer when swiftc offers it for this target
## (Swift 6.3 on Linux does not). Leak checks are off (docs/DECISIONS.md, "Fuzzing").
sanitize: deps pyclients
	$(SWIFT) build --scratch-path .build/address --sanitize=address --product islet
	ISLET_BINARY="$$($(SWIFT) build --scratch-path .build/address --show-bin-path)/islet" ASAN_OPTIONS=detect_leaks=0 \
	  $(SWIFT) test --scratch-path .build/address --sanitize=address
	@mkdir -p .build && echo 'print(1)' > .build/ubsan-probe.swift
	@if ! swiftc -sanitize=undefined -typecheck .build/ubsan-probe.swift 2>/dev/null; then \
	  echo "sanitize: swiftc has no -sanitize=undefined for this target; UndefinedBehaviorSanitizer skipped"; \
	else \
	  $(SWIFT) build --scratch-path .build/undefined --sanitize=undefined --product islet && \
	  ISLET_BINARY="$$($(SWIFT) build --scratch-path .build/undefined --show-bin-path)/islet" UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
	    $(SWIFT) test --scratch-path .build/undefined --sanitize=undefined; \
	fi

## Re-embeds layouts/ and samples/ into the binary after editing them.
embed:
	./scripts/embed-layouts

## Regenerates islet.1, completions/ and docs/pictures/ from the built islet (tests fail when they are stale).
docs: build
	./scripts/make-docs "$$($(SWIFT) build --show-bin-path)/islet"

clean:
	rm -rf .build
