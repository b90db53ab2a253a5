# `cpack -G DEB` (or `cpack`: DEB is the default) in the build directory packs what
# `cmake --install` installs into a Debian package under /usr. tests/desktop checks the package.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME drfviz)
set(CPACK_PACKAGE_VENDOR "drfviz maintainers")
set(CPACK_PACKAGE_CONTACT "drfviz maintainers <maintainers@users.noreply.a-seed-15256c5b.example>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Dominant Resource Fairness, explained on your own numbers")
set(CPACK_PACKAGE_DESCRIPTION
    "drfviz shows how a computing cluster is shared among users who need several kinds of \
resources at once, and why Dominant Resource Fairness (DRF) does what it does. It compares DRF \
with the equal split, a fixed-price market, the Walrasian market and asset fairness, and checks \
envy-freeness, sharing incentive, Pareto efficiency and strategy-proofness on your own scenario.")
# Installed under /usr through DESTDIR, whatever prefix the build was configured with: the
# install step then leaves the desktop's caches to the system (resources/CMakeLists.txt), whose
# triggers update them when the package is installed.
set(CPACK_SET_DESTDIR ON)
set(CPACK_INSTALL_PREFIX /usr)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
# Depends: the libraries the binary links, found by dpkg-shlibdeps (dpkg-dev).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
include(CPack)
