# The desktop files' checks, run by CTest as `cmake -DCHECK=... -P checkdesktop.cmake` (see
# CMakeLists.txt here for the variables each check gets). The tools they run are installed by
# tools/setup-debian.sh; a missing tool fails the check, since a skipped check verifies nothing.
#
#   desktop-entry  desktop-file-validate has nothing to say about the .desktop file, which
#                  claims drfviz's own MIME type and no other
#   appstream      `appstreamcli validate --strict` accepts the metainfo file, whose newest
#                  release is the project's version
#   mime           update-mime-database reads the MIME type: *.drfviz, a kind of JSON
#   man-page       the manual page names exactly the options of `drfviz --help`, and groff
#                  formats it without a warning
#   install        `cmake --install --prefix` into a scratch prefix installs every file (and
#                  `appstreamcli validate-tree` accepts them together) and brings the prefix's
#                  MIME cache up to date
cmake_minimum_required(VERSION 3.25)

include(${CMAKE_CURRENT_LIST_DIR}/runtool.cmake)

# The options (--long and -x) named in `text`, sorted, into `out_var`.
function(options_in text out_var)
  string(REGEX REPLACE "[][ \t\n,|().;:\"'`=]+" ";" tokens "${text}")
  list(FILTER tokens INCLUDE REGEX "^--?[a-zA-Z][a-zA-Z-]*$")
  list(REMOVE_DUPLICATES tokens)
  list(SORT tokens)
  set(${out_var} "${tokens}" PARENT_SCOPE)
endfunction()

set(mime_type application/x-drfviz-scenario)

if(CHECK STREQUAL "desktop-entry")
  find_program(validate desktop-file-validate REQUIRED)
  run_tool(out err ${validate} ${DESKTOP_FILE})
  if(NOT "${out}${err}" STREQUAL "")
    message(FATAL_ERROR "desktop-file-validate ${DESKTOP_FILE}:\n${out}${err}")
  endif()
  file(STRINGS ${DESKTOP_FILE} mime_line REGEX "^MimeType=")
  if(NOT mime_line STREQUAL "MimeType=${mime_type}\\;")
    message(FATAL_ERROR "${DESKTOP_FILE}: ${mime_line}: expected MimeType=${mime_type}; "
                        "only (a desktop entry must not claim every JSON file)")
  endif()

elseif(CHECK STREQUAL "appstream")
  find_program(appstreamcli appstreamcli REQUIRED)
  run_tool(out err ${appstreamcli} validate --no-net --strict --explain ${METAINFO_FILE})
  file(READ ${METAINFO_FILE} metainfo)
  string(REGEX MATCH "<release version=\"([^\"]*)\"" newest "${metainfo}")
  if(NOT CMAKE_MATCH_1 STREQUAL VERSION)
    message(FATAL_ERROR "${METAINFO_FILE}: the newest release is '${CMAKE_MATCH_1}', the project's "
                        "version ${VERSION}: add a <release> for it")
  endif()
  if(NOT metainfo MATCHES "<mediatype>${mime_type}</mediatype>")
    message(FATAL_ERROR "${METAINFO_FILE}: does not provide the mediatype ${mime_type}")
  endif()

elseif(CHECK STREQUAL "mime")
  find_program(update_mime update-mime-database REQUIRED)
  file(REMOVE_RECURSE ${WORK_DIR})
  file(MAKE_DIRECTORY ${WORK_DIR}/mime/packages)
  file(COPY_FILE ${MIME_FILE} ${WORK_DIR}/mime/packages/drfviz.xml)
  # It warns on stderr about what it does not understand, and still exits 0.
  run_tool(out err ${update_mime} -V ${WORK_DIR}/mime)
  if(err MATCHES "drfviz|[Ww]arning|[Ee]rror|[Uu]nknown")
    message(FATAL_ERROR "update-mime-database on ${MIME_FILE}:\n${err}")
  endif()
  file(READ ${WORK_DIR}/mime/globs2 globs)
  file(READ ${WORK_DIR}/mime/subclasses subclasses)
  if(NOT globs MATCHES "[0-9]+:${mime_type}:\\*\\.drfviz\n")
    message(FATAL_ERROR "${MIME_FILE}: no *.drfviz glob for ${mime_type}:\n${globs}")
  endif()
  if(NOT subclasses MATCHES "${mime_type} application/json\n")
    message(FATAL_ERROR "${MIME_FILE}: ${mime_type} is not a sub-class of application/json")
  endif()

elseif(CHECK STREQUAL "man-page")
  find_program(groff groff REQUIRED)
  run_tool(help "" ${DRFVIZ} --help)
  file(READ ${MAN_PAGE} man)
  # The roff source as text: no comments, `\-` a hyphen, no font changes.
  string(REGEX REPLACE "(^|\n)\\.\\\\\"[^\n]*" "" man_text "${man}")
  string(REPLACE "\\-" "-" man_text "${man_text}")
  string(REGEX REPLACE "\\\\f[BIRP]" " " man_text "${man_text}")
  # Each option of --help is described: it heads an item (the line after .TP) of the OPTIONS
  # section; and the page mentions no option that --help does not have.
  string(REGEX MATCH "\n\\.SH OPTIONS\n.*" options_section "${man_text}")
  string(REGEX REPLACE "(.)\n\\.SH .*" "\\1" options_section "${options_section}")
  string(REGEX MATCHALL "\n\\.TP[^\n]*\n[^\n]*" item_heads "${options_section}")
  options_in("${help}" help_options)
  options_in("${item_heads}" described_options)
  options_in("${man_text}" mentioned_options)
  set(undescribed ${help_options})
  list(REMOVE_ITEM undescribed ${described_options})
  set(unknown ${mentioned_options})
  list(REMOVE_ITEM unknown ${help_options})
  if(undescribed OR unknown OR NOT help_options)
    message(FATAL_ERROR "${MAN_PAGE} and `drfviz --help` differ. Options of --help the manual "
                        "page does not describe (.TP): ${undescribed}; options in the manual "
                        "page that --help does not have: ${unknown}")
  endif()
  if(NOT man MATCHES "\n\\.TH DRFVIZ 1 [^\n]*\"drfviz ${VERSION}\"")
    message(FATAL_ERROR "${MAN_PAGE}: the .TH line does not carry the version ${VERSION}")
  endif()
  run_tool(out err ${groff} -man -ww -z ${MAN_PAGE})
  if(NOT err STREQUAL "")
    message(FATAL_ERROR "groff -man -ww on ${MAN_PAGE}:\n${err}")
  endif()
  list(LENGTH help_options count)
  message(STATUS "${count} options in both --help and the manual page")

elseif(CHECK STREQUAL "install")
  file(REMOVE_RECURSE ${WORK_DIR})
  run_tool(out "" ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${WORK_DIR})
  foreach(file bin/drfviz share/applications/${APP_ID}.desktop
               share/metainfo/${APP_ID}.metainfo.xml share/mime/packages/drfviz.xml
               share/icons/hicolor/scalable/apps/drfviz.svg
               share/icons/hicolor/48x48/apps/drfviz.png
               share/icons/hicolor/128x128/apps/drfviz.png
               share/icons/hicolor/256x256/apps/drfviz.png share/man/man1/drfviz.1.gz)
    if(NOT EXISTS ${WORK_DIR}/${file})
      message(FATAL_ERROR "cmake --install --prefix ${WORK_DIR} did not install ${file}:\n${out}")
    endif()
  endforeach()
  # The metainfo file finds its desktop file where it was installed.
  find_program(appstreamcli appstreamcli REQUIRED)
  run_tool(out "" ${appstreamcli} validate-tree --no-net --strict ${WORK_DIR})
  # Into a live prefix, the MIME cache is updated (a package leaves that to its triggers).
  if(NOT EXISTS ${WORK_DIR}/share/mime/globs2)
    message(FATAL_ERROR "cmake --install --prefix ${WORK_DIR} did not update the MIME cache")
  endif()
  file(READ ${WORK_DIR}/share/mime/globs2 globs)
  if(NOT globs MATCHES "${mime_type}:\\*\\.drfviz")
    message(FATAL_ERROR "the MIME cache of ${WORK_DIR} does not know *.drfviz:\n${globs}")
  endif()
  file(REMOVE_RECURSE ${WORK_DIR})

else()
  message(FATAL_ERROR "checkdesktop.cmake: unknown CHECK '${CHECK}'")
endif()
