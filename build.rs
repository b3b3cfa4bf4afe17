//! Embeds every Fluent resource under `locales/<lang>/` into the binary, so the bot carries
//! its texts with it and a new file needs no code change.

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut out = String::from("&[\n");
    let mut langs: Vec<_> = fs::read_dir(&root)
        .expect("locales/ exists")
        .map(|e| e.expect("readable locales/").path())
        .filter(|p| p.is_dir())
        .collect();
    langs.sort();
    for dir in langs {
        println!("cargo:rerun-if-changed={}", dir.display());
        let lang = dir.file_name().unwrap().to_string_lossy().into_owned();
        let mut files: Vec<_> = fs::read_dir(&dir)
            .expect("readable language folder")
            .map(|e| e.expect("readable entry").path())
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        for file in files {
            println!("cargo:rerun-if-changed={}", file.display());
            let name = file.file_name().unwrap().to_string_lossy().into_owned();
            writeln!(
                out,
                "    ({lang:?}, {name:?}, include_str!({:?})),",
                file.display().to_string()
            )
            .unwrap();
        }
    }
    out.push(']');
    let dest = Path::new(&env::var("OUT_DIR").unwrap()).join("locales.rs");
    fs::write(dest, out).expect("OUT_DIR is writable");
}
