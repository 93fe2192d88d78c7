# islet: `make run` starts the demo, `make test` installs what is missing and runs every test.
SWIFT ?= swift
DEBIAN_PACKAGES := libncurses-dev libnghttp2-dev libssl-dev tmux curl openssl nghttp2-client python3-venv man-db zsh
## Python's httpx with h2, a second HTTP/2 client for the endpoint's tests (from PyPI, in a venv).
PYTHON_CLIENTS := .build/pyclients
.DEFAULT_GOAL := run

.PHONY: run test deps pyclients build release bench embed docs clean

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

release:
	$(SWIFT) build -c release --product islet

run: build
	$(SWIFT) run --skip-build islet demo

test: deps pyclients
	./scripts/embed-layouts --check
	./scripts/module-graph --check
	$(SWIFT) build --product islet
	$(SWIFT) test

## Prints the performance figures of DESIGN.md's budgets (release build).
bench: deps release
	$(SWIFT) build -c release --product islet-bench
	"$$($(SWIFT) build -c release --show-bin-path)/islet-bench" "$$($(SWIFT) build -c release --show-bin-path)/islet"
	./scripts/bench-terminal "$$($(SWIFT) build -c release --show-bin-path)/islet"
	./scripts/bench-endpoint "$$($(SWIFT) build -c release --show-bin-path)/islet"

## Re-embeds layouts/ and samples/ into the binary after editing them.
embed:
	./scripts/embed-layouts

## Regenerates islet.1, completions/ and docs/pictures/ from the built islet (tests fail when they are stale).
docs: build
	./scripts/make-docs "$$($(SWIFT) build --show-bin-path)/islet"

clean:
	rm -rf .build
