//! The instance fields the library's natives read and write, declared once: each gets a
//! `FieldSlot` constant and a row of [`FIELDS`], which `LIBRARY` hands the engine to
//! resolve once per VM (JNI code caches its field IDs the same way). `Vm::check_library`
//! resolves every row, so a misspelt field fails the library's tests, not a run.

use dexmetal_vm::native::{FieldDecl, FieldSlot};

macro_rules! fields {
    ($($slot:ident = ($class:expr, $name:expr),)*) => {
        /// The slots' order in [`FIELDS`].
        #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
        #[repr(u16)]
        enum Index {
            $($slot,)*
        }
        $(pub(crate) const $slot: FieldSlot = FieldSlot::new(Index::$slot as u16);)*
        /// (class, field) of every slot, in slot order.
        pub(crate) static FIELDS: &[FieldDecl] = &[$(($class, $name),)*];
    };
}

const STRING: &str = "Ljava/lang/String;";
const STRING_BUILDER: &str = "Ljava/lang/StringBuilder;";
const ARRAY_LIST: &str = "Ljava/util/ArrayList;";
const PRINT_STREAM: &str = "Ljava/io/PrintStream;";
const PATTERN_SYNTAX: &str = "Ljava/util/regex/PatternSyntaxException;";

fields! {
    STRING_VALUE = (STRING, "value"),
    STRING_HASH = (STRING, "hash"),
    SB_VALUE = (STRING_BUILDER, "value"),
    SB_COUNT = (STRING_BUILDER, "count"),
    STRING_BUFFER_SB = ("Ljava/lang/StringBuffer;", "sb"),
    LIST_ELEMS = (ARRAY_LIST, "elems"),
    LIST_SIZE = (ARRAY_LIST, "size"),
    LIST_MOD_COUNT = (ARRAY_LIST, "modCount"),
    PRINT_STREAM_FD = (PRINT_STREAM, "fd"),
    PRINT_STREAM_TROUBLE = (PRINT_STREAM, "trouble"),
    PSE_DESC = (PATTERN_SYNTAX, "desc"),
    PSE_PATTERN = (PATTERN_SYNTAX, "pattern"),
    CHARSET_NAME = ("Ljava/nio/charset/Charset;", "name"),
    PSE_INDEX = (PATTERN_SYNTAX, "index"),
    INTEGER_VALUE = ("Ljava/lang/Integer;", "value"),
    LONG_VALUE = ("Ljava/lang/Long;", "value"),
    SHORT_VALUE = ("Ljava/lang/Short;", "value"),
    BYTE_VALUE = ("Ljava/lang/Byte;", "value"),
    DOUBLE_VALUE = ("Ljava/lang/Double;", "value"),
    FLOAT_VALUE = ("Ljava/lang/Float;", "value"),
    CHARACTER_VALUE = ("Ljava/lang/Character;", "value"),
    BOOLEAN_VALUE = ("Ljava/lang/Boolean;", "value"),
}
