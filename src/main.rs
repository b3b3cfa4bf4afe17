fn main() {
    std::process::exit(rithmo::cli::main());
}
