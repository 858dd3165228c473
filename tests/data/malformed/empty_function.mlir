func.func @f() {
  return
}
