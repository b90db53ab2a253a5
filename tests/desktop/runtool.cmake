# run_tool() for the check scripts of this folder (include()d by them).
# Runs the command given after the two names; fails the check unless it exits 0. Its standard
# output goes to `out_var`, its standard error to `err_var` (when not "").
function(run_tool out_var err_var)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL 0)
    string(JOIN " " command ${ARGN})
    message(FATAL_ERROR "`${command}` failed (${status}):\n${out}${err}")
  endif()
  set(${out_var} "${out}" PARENT_SCOPE)
  if(err_var)
    set(${err_var} "${err}" PARENT_SCOPE)
  endif()
endfunction()
