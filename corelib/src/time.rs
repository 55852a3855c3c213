//! Time and locale natives: the proleptic Gregorian calendar arithmetic behind Date,
//! GregorianCalendar and TimeZone's custom IDs, and BCP 47 tag parsing for Locale. After
//! the JDK 17 API docs of java.util.Date (toString's "EEE MMM dd HH:mm:ss zzz yyyy"),
//! TimeZone (custom IDs "GMT+hh:mm"), Locale (forLanguageTag/toLanguageTag) and
//! GregorianCalendar; days from/to civil dates after H. Hinnant's `chrono`-compatible
//! algorithms. No tz database: only UTC, GMT and fixed offsets exist (docs/time.md).

use alloc::format;
use alloc::string::String;

use dexmetal_vm::native::{arg, arg_int, arg_long, Env, Native, Throw};

const DATE: &str = "Ljava/util/Date;";
const TZ: &str = "Ljava/util/TimeZone;";
const LOCALE: &str = "Ljava/util/Locale;";

pub(crate) const MS_PER_DAY: i64 = 86_400_000;

/// Days since 1970-01-01 of the proleptic Gregorian date (`m` 1..=12, `d` 1..=31).
pub(crate) fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The proleptic Gregorian (year, month 1..=12, day) of a day number since 1970-01-01.
pub(crate) fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

pub(crate) fn is_leap(y: i64) -> bool {
    y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)
}

/// Broken-down local time of `millis` shifted by `offset` ms.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Civil {
    pub year: i64,
    /// 1..=12
    pub month: i64,
    pub day: i64,
    /// 0 = Sunday .. 6 = Saturday
    pub weekday: i64,
    /// 1..=366
    pub yday: i64,
    pub ms_of_day: i64,
}

pub(crate) fn civil(millis: i64, offset: i64) -> Civil {
    let local = millis.wrapping_add(offset);
    let days = local.div_euclid(MS_PER_DAY);
    let (year, month, day) = civil_from_days(days);
    Civil {
        year,
        month,
        day,
        // 1970-01-01 was a Thursday.
        weekday: (days + 4).rem_euclid(7),
        yday: days - days_from_civil(year, 1, 1) + 1,
        ms_of_day: local.rem_euclid(MS_PER_DAY),
    }
}

const WEEKDAYS: [&str; 7] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// Date.toString: "EEE MMM dd HH:mm:ss zzz yyyy".
pub(crate) fn date_string(millis: i64, offset: i64, zone: &str) -> String {
    let c = civil(millis, offset);
    let s = c.ms_of_day / 1000;
    format!(
        "{} {} {:02} {:02}:{:02}:{:02} {} {}",
        WEEKDAYS[c.weekday as usize],
        MONTHS[c.month as usize - 1],
        c.day,
        s / 3600,
        s / 60 % 60,
        s % 60,
        zone,
        c.year
    )
}

/// The offset in ms of a custom time zone ID "GMT" followed by a sign and hours
/// (1-2 digits, < 24), optionally ":" and two digits of minutes (< 60), or "hmm"/"hhmm"
/// (TimeZone.getTimeZone's custom ID syntax); None for anything else.
pub(crate) fn parse_custom(id: &str) -> Option<i32> {
    let rest = id.strip_prefix("GMT")?;
    let (neg, rest) = match rest.as_bytes().first()? {
        b'+' => (false, &rest[1..]),
        b'-' => (true, &rest[1..]),
        _ => return None,
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let (h, m) = match rest.split_once(':') {
        Some((h, m)) if digits(h) && h.len() <= 2 && digits(m) && m.len() == 2 => {
            (h.parse::<i32>().ok()?, m.parse::<i32>().ok()?)
        }
        Some(_) => return None,
        None if digits(rest) && rest.len() <= 2 => (rest.parse::<i32>().ok()?, 0),
        // "hmm" or "hhmm"
        None if digits(rest) && (3..=4).contains(&rest.len()) => {
            let split = rest.len() - 2;
            (
                rest[..split].parse::<i32>().ok()?,
                rest[split..].parse::<i32>().ok()?,
            )
        }
        None => return None,
    };
    if h > 23 || m > 59 {
        return None;
    }
    let ms = (h * 60 + m) * 60_000;
    Some(if neg { -ms } else { ms })
}

/// The normalized custom ID of an offset: "GMT+05:30", "GMT-08:00".
pub(crate) fn custom_id(offset_ms: i32, negative_zero: bool) -> String {
    let neg = offset_ms < 0 || (offset_ms == 0 && negative_zero);
    let min = offset_ms.unsigned_abs() / 60_000;
    format!(
        "GMT{}{:02}:{:02}",
        if neg { '-' } else { '+' },
        min / 60,
        min % 60
    )
}

/// A BCP 47 tag's language, region and variants as Locale keeps them, or None where the
/// tag's language subtag is ill-formed (forLanguageTag then gives the root locale).
/// Extensions and private use (other than "x-lvariant") are dropped; the script is not
/// kept (this Locale has none).
pub(crate) fn parse_tag(tag: &str) -> (String, String, String) {
    let mut lang = String::new();
    let mut region = String::new();
    let mut variants: alloc::vec::Vec<String> = alloc::vec::Vec::new();
    let subs: alloc::vec::Vec<&str> = tag.split('-').collect();
    let alpha = |s: &str| s.bytes().all(|b| b.is_ascii_alphabetic());
    let alnum = |s: &str| s.bytes().all(|b| b.is_ascii_alphanumeric());
    let mut i = 0;
    if let Some(&l) = subs.first() {
        if (2..=8).contains(&l.len()) && alpha(l) {
            lang = l.to_ascii_lowercase();
            if lang == "und" {
                lang.clear();
            }
            i = 1;
        } else if l.eq_ignore_ascii_case("x") && subs.len() > 1 {
            // private use only: no language
        } else {
            return (String::new(), String::new(), String::new());
        }
    }
    // extlang (3 letters, up to 3) and script (4 letters) are skipped
    while i < subs.len() && subs[i].len() == 3 && alpha(subs[i]) && i <= 3 {
        i += 1;
    }
    if i < subs.len() && subs[i].len() == 4 && alpha(subs[i]) {
        i += 1;
    }
    if i < subs.len() {
        let s = subs[i];
        if (s.len() == 2 && alpha(s)) || (s.len() == 3 && s.bytes().all(|b| b.is_ascii_digit())) {
            region = s.to_ascii_uppercase();
            i += 1;
        }
    }
    while i < subs.len() {
        let s = subs[i];
        let variant = ((5..=8).contains(&s.len()) && alnum(s))
            || (s.len() == 4 && s.as_bytes()[0].is_ascii_digit() && alnum(s));
        if !variant {
            break;
        }
        variants.push(String::from(s));
        i += 1;
    }
    // "x-lvariant-..." carries a variant that is not a well-formed BCP 47 one.
    while i < subs.len() {
        if subs[i].eq_ignore_ascii_case("x") {
            if subs
                .get(i + 1)
                .is_some_and(|s| s.eq_ignore_ascii_case("lvariant"))
            {
                for s in &subs[i + 2..] {
                    variants.push(String::from(*s));
                }
            }
            break;
        }
        i += 1;
    }
    (lang, region, variants.join("_"))
}

/// Locale.toLanguageTag for a locale without script or extensions.
pub(crate) fn language_tag(lang: &str, region: &str, variant: &str) -> String {
    let mut t = String::from(if lang.is_empty() { "und" } else { lang });
    let alnum = |s: &str| s.bytes().all(|b| b.is_ascii_alphanumeric());
    if (region.len() == 2 && region.bytes().all(|b| b.is_ascii_alphabetic()))
        || (region.len() == 3 && region.bytes().all(|b| b.is_ascii_digit()))
    {
        t.push('-');
        t.push_str(region);
    }
    if !variant.is_empty() {
        let parts: alloc::vec::Vec<&str> = variant.split(['_', '-']).collect();
        let well_formed = |s: &&&str| {
            ((5..=8).contains(&s.len()) && alnum(s))
                || (s.len() == 4 && s.as_bytes()[0].is_ascii_digit() && alnum(s))
        };
        let good = parts.iter().take_while(well_formed).count();
        for p in &parts[..good] {
            t.push('-');
            t.push_str(p);
        }
        if good < parts.len() {
            // A tag of private use alone has no "und" before it.
            if t == "und" {
                t.clear();
                t.push_str("x-lvariant");
            } else {
                t.push_str("-x-lvariant");
            }
            for p in &parts[good..] {
                t.push('-');
                t.push_str(p);
            }
        }
    }
    t
}

fn string_arg(env: &mut Env<'_>, r: u32) -> Result<String, Throw> {
    let s = env.null_check(r)?;
    Ok(env.string_rust(s))
}

pub static TABLE: &[Native] = &[
    // Date.toString0(long time, int offset, String zone)
    (
        DATE,
        "toString0",
        "(JILjava/lang/String;)Ljava/lang/String;",
        |env, a| {
            let zone = string_arg(env, arg(a, 3))?;
            let s = date_string(arg_long(a, 0), i64::from(arg_int(a, 2)), &zone);
            env.ret_str(&s)
        },
    ),
    // Date.field0(long time, int offset, int which): 0 year, 1 month 0..11, 2 day of
    // month, 3 day of week 0..6 (Sunday 0), 4 hours, 5 minutes, 6 seconds.
    (DATE, "field0", "(JII)I", |_env, a| {
        let c = civil(arg_long(a, 0), i64::from(arg_int(a, 2)));
        let v = match arg_int(a, 3) {
            0 => c.year,
            1 => c.month - 1,
            2 => c.day,
            3 => c.weekday,
            4 => c.ms_of_day / 3_600_000,
            5 => c.ms_of_day / 60_000 % 60,
            _ => c.ms_of_day / 1000 % 60,
        };
        Ok(v as i32 as u32 as u64)
    }),
    // TimeZone.parseCustom(String id): the offset in ms, or Long.MIN_VALUE.
    (TZ, "parseCustom", "(Ljava/lang/String;)J", |env, a| {
        let id = string_arg(env, arg(a, 0))?;
        Ok(parse_custom(&id).map_or(i64::MIN, i64::from) as u64)
    }),
    (TZ, "customId", "(IZ)Ljava/lang/String;", |env, a| {
        env.ret_str(&custom_id(arg_int(a, 0), arg(a, 1) != 0))
    }),
    // Locale.parseTag(String tag, int which): 0 language, 1 region, 2 variant.
    (
        LOCALE,
        "parseTag",
        "(Ljava/lang/String;I)Ljava/lang/String;",
        |env, a| {
            let tag = string_arg(env, arg(a, 0))?;
            let (l, r, v) = parse_tag(&tag);
            env.ret_str(match arg_int(a, 1) {
                0 => &l,
                1 => &r,
                _ => &v,
            })
        },
    ),
    (
        LOCALE,
        "languageTag",
        "(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;",
        |env, a| {
            let l = string_arg(env, arg(a, 0))?;
            let r = string_arg(env, arg(a, 1))?;
            let v = string_arg(env, arg(a, 2))?;
            env.ret_str(&language_tag(&l, &r, &v))
        },
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civil_round_trips_and_known_days() {
        for z in -800_000..800_000 {
            let (y, m, d) = civil_from_days(z);
            assert_eq!(days_from_civil(y, m, d), z);
        }
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(days_from_civil(2000, 3, 1), 11_017);
        assert!(is_leap(2000) && !is_leap(1900) && is_leap(2024));
    }

    #[test]
    fn date_strings() {
        assert_eq!(date_string(0, 0, "UTC"), "Thu Jan 01 00:00:00 UTC 1970");
        assert_eq!(
            date_string(1_700_000_000_000, 19_800_000, "GMT+05:30"),
            "Wed Nov 15 03:43:20 GMT+05:30 2023"
        );
        assert_eq!(date_string(-1, 0, "GMT"), "Wed Dec 31 23:59:59 GMT 1969");
    }

    #[test]
    fn custom_zone_ids() {
        assert_eq!(parse_custom("GMT+05:30"), Some(19_800_000));
        assert_eq!(parse_custom("GMT-8"), Some(-28_800_000));
        assert_eq!(parse_custom("GMT+0130"), Some(5_400_000));
        assert_eq!(parse_custom("GMT+123"), Some(4_980_000));
        assert_eq!(parse_custom("GMT+24:00"), None);
        assert_eq!(parse_custom("GMT+5:3"), None);
        assert_eq!(parse_custom("UTC"), None);
        assert_eq!(custom_id(-28_800_000, false), "GMT-08:00");
        assert_eq!(custom_id(0, true), "GMT-00:00");
    }

    #[test]
    fn language_tags() {
        let t = |s: &str| parse_tag(s);
        assert_eq!(t("en-US"), ("en".into(), "US".into(), "".into()));
        assert_eq!(t("und"), ("".into(), "".into(), "".into()));
        assert_eq!(t("de-CH-1996"), ("de".into(), "CH".into(), "1996".into()));
        assert_eq!(t("zh-Hant-TW"), ("zh".into(), "TW".into(), "".into()));
        assert_eq!(t("en_US"), ("".into(), "".into(), "".into()));
        assert_eq!(language_tag("", "", ""), "und");
        assert_eq!(language_tag("en", "US", ""), "en-US");
        assert_eq!(language_tag("de", "CH", "1996"), "de-CH-1996");
        assert_eq!(language_tag("en", "US", "POSIX"), "en-US-POSIX");
        assert_eq!(language_tag("en", "US", "WIN"), "en-US-x-lvariant-WIN");
        assert_eq!(language_tag("", "", "V"), "x-lvariant-V");
        assert_eq!(language_tag("", "US", ""), "und-US");
    }
}
