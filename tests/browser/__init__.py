"""The browser tests over the built book (marker ``browser``; ``make test-browser``)."""
