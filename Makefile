# islet: `make run` starts the demo, `make test` installs what is missing and runs every test.
SWIFT ?= swift
DEBIAN_PACKAGES := libncurses-dev libnghttp2-dev libssl-dev tmux
.DEFAULT_GOAL := run

.PHONY: run test deps build release bench embed clean

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

build:
	$(SWIFT) build --product islet

release:
	$(SWIFT) build -c release --product islet

run: build
	$(SWIFT) run --skip-build islet demo

test: deps
	./scripts/embed-layouts --check
	$(SWIFT) build --product islet
	$(SWIFT) test

## Prints the performance figures of DESIGN.md's budgets (release build).
bench: release
	$(SWIFT) build -c release --product islet-bench
	"$$($(SWIFT) build -c release --show-bin-path)/islet-bench" "$$($(SWIFT) build -c release --show-bin-path)/islet"
	./scripts/bench-terminal "$$($(SWIFT) build -c release --show-bin-path)/islet"

## Re-embeds layouts/ and samples/ into the binary after editing them.
embed:
	./scripts/embed-layouts

clean:
	rm -rf .build
