#!/bin/sh
# Redraws Sources/CatalogApp/Resources/ProductPictures from ProductArt, after
# a change to the art or to Assets/catalog.json; the test that checks the
# files are current is the one that writes them.
set -e
cd "$(dirname "$0")/.."
swift build --build-tests
GRAFT_PICTURES_RECORD=1 swift test --skip-build --filter ProductPicturesTests/theCommittedPicturesAreWhatProductArtDraws
