"""The test suite: a package, so that every module (the two conftests too) has one name."""
