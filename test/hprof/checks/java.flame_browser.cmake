# HotWarm with flamegraph=flame.svg, looked at by a real browser (native
# only).  The SVG must
#   - be well-formed XML: the host JDK's parser (tools/XmlWellFormed.java);
#   - load nothing from outside (it is opened from file:// offline);
#   - render in headless Chromium: a 1200x800 screenshot that is a PNG
#     with something drawn on it;
#   - put, as Chromium lays it out, the widest frame at the bottom ("all",
#     the whole graph), HotWarm.main nearly as wide, and the widest own width (the frame's width less the
#     frames drawn right above it) at HotWarm.hot, more than twice warm's;
#     a click on warm must widen it to the whole graph and hide hot, and
#     the reset control must bring hot back.  A page written here embeds
#     the SVG and measures its frames with getBoundingClientRect; Chromium's
#     --dump-dom prints what it found.
# Without chromium the rest is checked and the test reports itself skipped.
expect(out "^done\n")
set(svg_file "${WORKDIR}/flame.svg")
if(NOT EXISTS "${svg_file}")
  message(FATAL_ERROR "no flame.svg\n--- stderr:\n${err}")
endif()
execute_process(COMMAND "${HOST_JAVA}" "${TOOLS}/XmlWellFormed.java" "${svg_file}"
  RESULT_VARIABLE rc OUTPUT_VARIABLE xml ERROR_VARIABLE xml_err TIMEOUT 120)
if(NOT rc EQUAL 0 OR NOT xml MATCHES "^well-formed: root http://www\\.w3\\.org/2000/svg svg, ([0-9]+) frames")
  message(FATAL_ERROR "flame.svg is not well-formed SVG (${rc}):\n${xml}${xml_err}")
endif()
if(CMAKE_MATCH_1 LESS 12)
  message(FATAL_ERROR "only ${CMAKE_MATCH_1} frames: ${xml}")
endif()
file(READ "${svg_file}" svg)
string(REGEX MATCHALL "[A-Za-z]+://[^\"' )<]*" urls "${svg}")
if(NOT urls STREQUAL "http://www.w3.org/2000/svg")
  message(FATAL_ERROR "the SVG names outside resources: ${urls}")
endif()
if(svg MATCHES "href|@import|url\\(|@font-face")
  message(FATAL_ERROR "the SVG links to something: ${CMAKE_MATCH_0}")
endif()

find_program(chromium NAMES chromium chromium-browser google-chrome google-chrome-stable)
if(NOT chromium)
  message(STATUS "SKIPPED: chromium is not installed (tools/install-deps.sh native installs it)")
  return()
endif()
set(browser "${chromium}" --headless --no-sandbox --disable-gpu --hide-scrollbars
  --no-first-run --user-data-dir=${WORKDIR}/chromium-profile --window-size=1200,800)

# ---- the screenshot ----------------------------------------------------------
execute_process(COMMAND ${browser} --screenshot=${WORKDIR}/shot.png "file://${svg_file}"
  RESULT_VARIABLE rc OUTPUT_VARIABLE o ERROR_VARIABLE e TIMEOUT 120)
if(NOT EXISTS "${WORKDIR}/shot.png")
  message(FATAL_ERROR "chromium wrote no screenshot (${rc})\n${o}\n${e}")
endif()
file(READ "${WORKDIR}/shot.png" head LIMIT 24 HEX)
# signature, IHDR, 1200 x 800
if(NOT head MATCHES "^89504e470d0a1a0a0000000d49484452000004b000000320$")
  message(FATAL_ERROR "shot.png is not a 1200x800 PNG: ${head}")
endif()
# one colour over the whole window compresses to a few kB
file(SIZE "${WORKDIR}/shot.png" png_size)
if(png_size LESS 10000)
  message(FATAL_ERROR "shot.png has only ${png_size} bytes: nothing drawn?")
endif()

# ---- the browser's measures -----------------------------------------------------
string(REGEX REPLACE "^<\\?xml[^>]*>\n" "" inline "${svg}")
file(WRITE "${WORKDIR}/measure.html" "<!DOCTYPE html>
<html><head><meta charset=\"utf-8\"><title>flame graph measures</title></head>
<body style=\"margin:0\">
${inline}
<pre id=\"measures\"></pre>
<script>
(function () {
  var lines = [];
  function frames() {
    return Array.prototype.map.call(document.querySelectorAll('svg g.f'), function (g) {
      var b = g.querySelector('rect').getBoundingClientRect();
      return { g: g, name: g.querySelector('title').textContent.split('\\n')[0],
               left: b.left, right: b.right, top: b.top, width: b.width, height: b.height };
    });
  }
  function widthOf(fs, name) {
    return fs.filter(function (f) { return f.name === name; })
             .reduce(function (s, f) { return s + f.width; }, 0).toFixed(1);
  }
  var fs = frames();
  fs.forEach(function (f) {
    var above = fs.filter(function (c) {
      return c.width > 0 && c.top < f.top && f.top - c.top < 1.5 * f.height
          && c.left >= f.left - 0.5 && c.right <= f.right + 0.5;
    });
    f.own = f.width - above.reduce(function (s, c) { return s + c.width; }, 0);
  });
  var widest = fs[0], widestOwn = fs[0];
  fs.forEach(function (f) {
    if (f.width > widest.width) widest = f;
    if (f.own > widestOwn.own) widestOwn = f;
  });
  lines.push('frames ' + fs.length);
  lines.push('widest ' + widest.name + ' ' + widest.width.toFixed(1));
  lines.push('widest_own ' + widestOwn.name + ' ' + widestOwn.own.toFixed(1));
  lines.push('main ' + widthOf(fs, 'HotWarm.main'));
  lines.push('hot ' + widthOf(fs, 'HotWarm.hot') + ' warm ' + widthOf(fs, 'HotWarm.warm'));
  var warm = fs.filter(function (f) { return f.name === 'HotWarm.warm'; })[0];
  if (warm) {
    warm.g.querySelector('rect').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    fs = frames();
    lines.push('zoomed hot ' + widthOf(fs, 'HotWarm.hot') + ' warm ' + widthOf(fs, 'HotWarm.warm')
               + ' all_opacity ' + getComputedStyle(fs[0].g).opacity);
    document.querySelector('svg .reset').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    fs = frames();
    lines.push('reset hot ' + widthOf(fs, 'HotWarm.hot') + ' warm ' + widthOf(fs, 'HotWarm.warm'));
  }
  document.getElementById('measures').textContent = lines.join('\\n');
})();
</script>
</body></html>
")
execute_process(COMMAND ${browser} --dump-dom "file://${WORKDIR}/measure.html"
  RESULT_VARIABLE rc OUTPUT_VARIABLE dom ERROR_VARIABLE e TIMEOUT 120)
if(NOT dom MATCHES "<pre id=\"measures\">([^<]*)</pre>")
  message(FATAL_ERROR "no measures in chromium's DOM (${rc})\n${e}\n${dom}")
endif()
set(m "${CMAKE_MATCH_1}")
message(STATUS "chromium measured:\n${m}")
expect(m "frames ([0-9]+)\n")
expect(m "\nwidest all ([0-9.]+)\n")
set(full ${CMAKE_MATCH_1})
expect(m "\nmain ([0-9]+)\\.[0-9]\n")
string(REGEX REPLACE "\\..*" "" full_px "${full}")
math(EXPR main_min "${full_px} * 9 / 10")
if(CMAKE_MATCH_1 LESS main_min)
  message(FATAL_ERROR "main is ${CMAKE_MATCH_1} px wide, the graph ${full}\n${m}")
endif()
expect(m "\nwidest_own HotWarm\\.hot ([0-9.]+)\n" "the frame with the most width of its own is not hot()")
expect(m "\nhot ([0-9]+)\\.[0-9] warm ([0-9]+)\\.[0-9]\n")
set(hot ${CMAKE_MATCH_1})
set(warm ${CMAKE_MATCH_2})
math(EXPR twice_warm "2 * ${warm}")
if(warm EQUAL 0 OR NOT hot GREATER twice_warm)
  message(FATAL_ERROR "hot is ${hot} px wide, warm ${warm} px: not 80 : 20\n${m}")
endif()
# zoomed into warm: warm spans the graph (the root's width), hot is gone,
# the callers below stay, dimmed
expect(m "\nzoomed hot 0\\.0 warm ([0-9]+)\\.[0-9] all_opacity 0\\.5\n")
set(zoomed ${CMAKE_MATCH_1})
math(EXPR d "${zoomed} - ${full_px}")
if(d GREATER 1 OR d LESS -1)
  message(FATAL_ERROR "zoomed into warm, it is ${zoomed} px wide, the graph ${full}\n${m}")
endif()
expect(m "\nreset hot ${hot}\\.[0-9] warm ${warm}\\.[0-9]")
