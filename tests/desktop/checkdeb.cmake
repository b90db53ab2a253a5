# Builds the Debian package with `cpack -G DEB` into WORK_DIR and checks it: the files
# `dpkg-deb -c` lists are exactly the ones drfviz installs, the control fields name the version
# and the Qt libraries, the PNG icons have their sizes, and the binary extracted with
# `dpkg-deb -x` reports on a preset and on a .drfviz file. Run by CTest (CMakeLists.txt here).
cmake_minimum_required(VERSION 3.25)

include(${CMAKE_CURRENT_LIST_DIR}/runtool.cmake)

find_program(dpkg_deb dpkg-deb REQUIRED)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

# The package, from the install rules of the build tree (cpack builds what is out of date first).
execute_process(COMMAND ${CPACK} -G DEB -B ${WORK_DIR} --config ${BUILD_DIR}/CPackConfig.cmake
                WORKING_DIRECTORY ${BUILD_DIR} RESULT_VARIABLE status OUTPUT_VARIABLE out
                ERROR_VARIABLE out)
file(GLOB packages ${WORK_DIR}/*.deb)
list(LENGTH packages count)
if(NOT status EQUAL 0 OR NOT count EQUAL 1)
  message(FATAL_ERROR "cpack -G DEB made ${count} packages (status ${status}):\n${out}")
endif()
set(package ${packages})
message(STATUS "Package: ${package}")

# The files in it, not a file more: no build artefact, no cache a system trigger owns.
set(expected
    ./usr/bin/drfviz
    ./usr/share/applications/${APP_ID}.desktop
    ./usr/share/icons/hicolor/128x128/apps/drfviz.png
    ./usr/share/icons/hicolor/256x256/apps/drfviz.png
    ./usr/share/icons/hicolor/48x48/apps/drfviz.png
    ./usr/share/icons/hicolor/scalable/apps/drfviz.svg
    ./usr/share/man/man1/drfviz.1.gz
    ./usr/share/metainfo/${APP_ID}.metainfo.xml
    ./usr/share/mime/packages/drfviz.xml)
run_tool(listing "" ${dpkg_deb} -c ${package})
string(REGEX MATCHALL "[^\n]+" lines "${listing}")
set(files)
foreach(line ${lines})
  # "-rwxr-xr-x root/root 1678592 2026-12-01 01:26 ./usr/bin/drfviz"; folders end with /.
  if(line MATCHES "^-[^ ]+ +[^ ]+ +[0-9]+ +[^ ]+ +[^ ]+ +(\\./[^ ]*)$")
    list(APPEND files ${CMAKE_MATCH_1})
  elseif(NOT line MATCHES "^d")
    message(FATAL_ERROR "${package}: not a plain file or folder: ${line}")
  endif()
endforeach()
list(SORT files)
list(SORT expected)
if(NOT files STREQUAL expected)
  string(REPLACE ";" "\n  " files "${files}")
  string(REPLACE ";" "\n  " expected "${expected}")
  message(FATAL_ERROR "${package} holds\n  ${files}\nexpected\n  ${expected}")
endif()

run_tool(version "" ${dpkg_deb} -f ${package} Version)
run_tool(depends "" ${dpkg_deb} -f ${package} Depends)
string(STRIP "${version}" version)
if(NOT version STREQUAL VERSION)
  message(FATAL_ERROR "${package}: Version: ${version}, expected ${VERSION}")
endif()
foreach(library libqt6widgets6 libqt6svg6 libqcustomplot)
  if(NOT depends MATCHES "${library}")
    message(FATAL_ERROR "${package}: Depends does not name ${library}: ${depends}")
  endif()
endforeach()

# Unpacked into a scratch folder: each PNG is as large as its folder says.
set(root ${WORK_DIR}/root)
run_tool(out "" ${dpkg_deb} -x ${package} ${root})
foreach(size 48 128 256)
  set(png ${root}/usr/share/icons/hicolor/${size}x${size}/apps/drfviz.png)
  # The PNG signature, then the IHDR chunk: length, "IHDR", width and height (big-endian).
  file(READ ${png} header LIMIT 24 HEX)
  math(EXPR expected_hex "${size}" OUTPUT_FORMAT HEXADECIMAL)
  string(REGEX REPLACE "^0x" "" expected_hex "${expected_hex}")
  string(LENGTH "${expected_hex}" digits)
  math(EXPR padding "8 - ${digits}")
  string(REPEAT "0" ${padding} zeros)
  set(dimension "${zeros}${expected_hex}")
  if(NOT header STREQUAL "89504e470d0a1a0a0000000d49484452${dimension}${dimension}")
    message(FATAL_ERROR "${png} is not a ${size} x ${size} PNG (header ${header})")
  endif()
endforeach()

# The unpacked binary runs on its own: the seed's DRF allocation is A 60, B 40 tasks.
set(drfviz ${root}/usr/bin/drfviz)
run_tool(report "" ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen
         ${drfviz} --report --policy drf --preset seed)
string(JSON policy GET "${report}" policies 0 id)
string(JSON tasks_a GET "${report}" policies 0 users 0 tasks)
string(JSON tasks_b GET "${report}" policies 0 users 1 tasks)
if(NOT policy STREQUAL "drf" OR NOT tasks_a EQUAL 60 OR NOT tasks_b EQUAL 40)
  message(FATAL_ERROR "${drfviz} --report --policy drf --preset seed: ${policy} gives "
                      "${tasks_a} and ${tasks_b} tasks, expected drf: 60 and 40")
endif()
# A scenario saved as .drfviz is read as any other: the DRF paper's example, 3 and 2 tasks.
file(COPY_FILE ${SOURCE_DIR}/resources/presets/drf-paper.json ${WORK_DIR}/lesson.drfviz)
run_tool(report "" ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen
         ${drfviz} --report --policy drf ${WORK_DIR}/lesson.drfviz)
string(JSON tasks_a GET "${report}" policies 0 users 0 tasks)
string(JSON tasks_b GET "${report}" policies 0 users 1 tasks)
if(NOT tasks_a EQUAL 3 OR NOT tasks_b EQUAL 2)
  message(FATAL_ERROR "${drfviz} --report on lesson.drfviz: ${tasks_a} and ${tasks_b} tasks, "
                      "expected 3 and 2")
endif()
file(REMOVE_RECURSE ${root})
