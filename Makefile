# make install PREFIX="$HOME/.local"    (default /usr/local; DESTDIR for packagers)
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share/wtflayout
SWIFT ?= swift
BUILD_FLAGS = -c release --product wtflayout --disable-sandbox

.PHONY: build install uninstall

build:
	$(SWIFT) build $(BUILD_FLAGS)

install: build
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(DATADIR)"
	install -m 0755 "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/wtflayout" "$(DESTDIR)$(BINDIR)/wtflayout"
	install -m 0644 lldb/wtflayout_lldb.py "$(DESTDIR)$(DATADIR)/wtflayout_lldb.py"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/wtflayout" "$(DESTDIR)$(DATADIR)/wtflayout_lldb.py"
	-rmdir "$(DESTDIR)$(DATADIR)"
