//! GregorianCalendar's arithmetic (JDK 17 java.util.Calendar/GregorianCalendar API):
//! fields from a time, a time from set fields (lenient overflow, the newest of the
//! day-of-month, day-of-year and week/day-of-week field groups winning, HOUR_OF_DAY
//! against HOUR + AM_PM), add (months and years pin the day of month) and roll. The
//! calendar is proleptic Gregorian (no Julian cutover); zones have fixed offsets.

use dexmetal_vm::native::{arg, arg_int, arg_long, Env, Kind, Native, Throw};

use crate::time::{civil_from_days, days_from_civil, is_leap, MS_PER_DAY};

const CAL: &str = "Ljava/util/Calendar;";

pub(crate) const ERA: usize = 0;
pub(crate) const YEAR: usize = 1;
pub(crate) const MONTH: usize = 2;
pub(crate) const WEEK_OF_YEAR: usize = 3;
pub(crate) const WEEK_OF_MONTH: usize = 4;
pub(crate) const DAY_OF_MONTH: usize = 5;
pub(crate) const DAY_OF_YEAR: usize = 6;
pub(crate) const DAY_OF_WEEK: usize = 7;
pub(crate) const DAY_OF_WEEK_IN_MONTH: usize = 8;
pub(crate) const AM_PM: usize = 9;
pub(crate) const HOUR: usize = 10;
pub(crate) const HOUR_OF_DAY: usize = 11;
pub(crate) const MINUTE: usize = 12;
pub(crate) const SECOND: usize = 13;
pub(crate) const MILLISECOND: usize = 14;
pub(crate) const ZONE_OFFSET: usize = 15;
pub(crate) const DST_OFFSET: usize = 16;
pub(crate) const FIELD_COUNT: usize = 17;

const NAMES: [&str; FIELD_COUNT] = [
    "ERA",
    "YEAR",
    "MONTH",
    "WEEK_OF_YEAR",
    "WEEK_OF_MONTH",
    "DAY_OF_MONTH",
    "DAY_OF_YEAR",
    "DAY_OF_WEEK",
    "DAY_OF_WEEK_IN_MONTH",
    "AM_PM",
    "HOUR",
    "HOUR_OF_DAY",
    "MINUTE",
    "SECOND",
    "MILLISECOND",
    "ZONE_OFFSET",
    "DST_OFFSET",
];

/// GregorianCalendar's getMinimum/getMaximum/getLeastMaximum (the JDK's MIN_VALUES,
/// MAX_VALUES and LEAST_MAX_VALUES; the least maxima count the short cutover year 1582).
pub(crate) const MIN: [i32; FIELD_COUNT] = [
    0,
    1,
    0,
    1,
    0,
    1,
    1,
    1,
    1,
    0,
    0,
    0,
    0,
    0,
    0,
    -13 * 3_600_000,
    0,
];
pub(crate) const MAX: [i32; FIELD_COUNT] = [
    1,
    292_278_994,
    11,
    53,
    6,
    31,
    366,
    7,
    6,
    1,
    11,
    23,
    59,
    59,
    999,
    14 * 3_600_000,
    2 * 3_600_000,
];
pub(crate) const LEAST_MAX: [i32; FIELD_COUNT] = [
    1,
    292_269_054,
    11,
    50,
    3,
    28,
    355,
    7,
    4,
    1,
    11,
    23,
    59,
    59,
    999,
    14 * 3_600_000,
    20 * 60_000,
];

/// Calendar's week rules: the first day of a week (1 = SUNDAY) and how many days of a
/// year's (or month's) first week must be in it.
#[derive(Clone, Copy)]
pub(crate) struct Weeks {
    pub first: i64,
    pub min_days: i64,
}

/// 1 = SUNDAY .. 7 = SATURDAY of a day number.
fn weekday(days: i64) -> i64 {
    (days + 4).rem_euclid(7) + 1
}

/// The day the first week starts of the year or month whose first day is `day1`.
fn week1_start(day1: i64, w: Weeks) -> i64 {
    let offset = (weekday(day1) - w.first).rem_euclid(7);
    let start = day1 - offset;
    if 7 - offset < w.min_days {
        start + 7
    } else {
        start
    }
}

fn month_len(y: i64, m: i64) -> i64 {
    match m {
        2 if is_leap(y) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

fn year_len(y: i64) -> i64 {
    if is_leap(y) {
        366
    } else {
        365
    }
}

/// WEEK_OF_YEAR of a day: the week before a year's first week belongs to the year
/// before; the days of the next year's first week are week 1.
fn week_of_year(days: i64, y: i64, w: Weeks) -> i64 {
    let next = week1_start(days_from_civil(y + 1, 1, 1), w);
    if days >= next {
        return 1;
    }
    let start = week1_start(days_from_civil(y, 1, 1), w);
    if days < start {
        let prev = week1_start(days_from_civil(y - 1, 1, 1), w);
        return (days - prev).div_euclid(7) + 1;
    }
    (days - start).div_euclid(7) + 1
}

/// All fields of `millis` at `offset`.
pub(crate) fn fields(millis: i64, offset: i64, w: Weeks) -> [i32; FIELD_COUNT] {
    let local = millis.wrapping_add(offset);
    let days = local.div_euclid(MS_PER_DAY);
    let ms = local.rem_euclid(MS_PER_DAY);
    let (y, m, d) = civil_from_days(days);
    let mut f = [0i32; FIELD_COUNT];
    let (era, yoe) = if y > 0 { (1, y) } else { (0, 1 - y) };
    f[ERA] = era;
    f[YEAR] = yoe as i32;
    f[MONTH] = (m - 1) as i32;
    f[DAY_OF_MONTH] = d as i32;
    f[DAY_OF_YEAR] = (days - days_from_civil(y, 1, 1) + 1) as i32;
    f[DAY_OF_WEEK] = weekday(days) as i32;
    f[DAY_OF_WEEK_IN_MONTH] = ((d - 1) / 7 + 1) as i32;
    f[WEEK_OF_YEAR] = week_of_year(days, y, w) as i32;
    let month_start = week1_start(days_from_civil(y, m, 1), w);
    f[WEEK_OF_MONTH] = ((days - month_start).div_euclid(7) + 1) as i32;
    let hod = ms / 3_600_000;
    f[HOUR_OF_DAY] = hod as i32;
    f[AM_PM] = (hod / 12) as i32;
    f[HOUR] = (hod % 12) as i32;
    f[MINUTE] = (ms / 60_000 % 60) as i32;
    f[SECOND] = (ms / 1000 % 60) as i32;
    f[MILLISECOND] = (ms % 1000) as i32;
    f[ZONE_OFFSET] = offset as i32;
    f[DST_OFFSET] = 0;
    f
}

/// The time of set fields (`stamp` 0: unset, 1: computed, greater: set later), lenient.
pub(crate) fn time(
    f: &[i32; FIELD_COUNT],
    stamp: &[i32; FIELD_COUNT],
    offset: i64,
    w: Weeks,
) -> i64 {
    let v = |i: usize| if stamp[i] > 0 { i64::from(f[i]) } else { 0 };
    let mut y = if stamp[YEAR] > 0 { v(YEAR) } else { 1970 };
    if stamp[ERA] > 0 && f[ERA] == 0 {
        y = 1 - y;
    }
    let hod = if stamp[HOUR_OF_DAY] >= stamp[HOUR].max(stamp[AM_PM]) && stamp[HOUR_OF_DAY] > 0 {
        v(HOUR_OF_DAY)
    } else {
        v(HOUR) + 12 * v(AM_PM)
    };
    let ms = ((hod * 60 + v(MINUTE)) * 60 + v(SECOND)) * 1000 + v(MILLISECOND);
    let dom_stamp = stamp[DAY_OF_MONTH].max(stamp[MONTH]);
    let week_stamp = stamp[DAY_OF_WEEK]
        .max(stamp[WEEK_OF_YEAR])
        .max(stamp[WEEK_OF_MONTH]);
    let dow_offset = |first: i64| {
        let dow = if stamp[DAY_OF_WEEK] > 0 {
            v(DAY_OF_WEEK)
        } else {
            first
        };
        (dow - first).rem_euclid(7)
    };
    let month = v(MONTH);
    let (my, mm) = (y + month.div_euclid(12), month.rem_euclid(12) + 1);
    let days = if stamp[DAY_OF_YEAR] > dom_stamp && stamp[DAY_OF_YEAR] > week_stamp {
        days_from_civil(y, 1, 1) + v(DAY_OF_YEAR) - 1
    } else if week_stamp > stamp[DAY_OF_MONTH] {
        if stamp[WEEK_OF_YEAR] > stamp[WEEK_OF_MONTH].max(stamp[MONTH]) {
            let start = week1_start(days_from_civil(y, 1, 1), w);
            start + (v(WEEK_OF_YEAR) - 1) * 7 + dow_offset(w.first)
        } else {
            let start = week1_start(days_from_civil(my, mm, 1), w);
            let wom = if stamp[WEEK_OF_MONTH] > 0 {
                v(WEEK_OF_MONTH)
            } else {
                1
            };
            start + (wom - 1) * 7 + dow_offset(w.first)
        }
    } else {
        let dom = if stamp[DAY_OF_MONTH] > 0 {
            v(DAY_OF_MONTH)
        } else {
            1
        };
        days_from_civil(my, mm, 1) + dom - 1
    };
    days.wrapping_mul(MS_PER_DAY)
        .wrapping_add(ms)
        .wrapping_sub(offset)
}

/// Time-of-day and day arithmetic shared by add and roll: the local day and ms of day.
fn split(millis: i64, offset: i64) -> (i64, i64) {
    let local = millis.wrapping_add(offset);
    (local.div_euclid(MS_PER_DAY), local.rem_euclid(MS_PER_DAY))
}

fn join(days: i64, ms: i64, offset: i64) -> i64 {
    days.wrapping_mul(MS_PER_DAY)
        .wrapping_add(ms)
        .wrapping_sub(offset)
}

/// The date y-m (month possibly out of 1..=12) with the day pinned to the month's length.
fn pinned(y: i64, m: i64, d: i64) -> i64 {
    let (y, m) = (y + (m - 1).div_euclid(12), (m - 1).rem_euclid(12) + 1);
    days_from_civil(y, m, 1) + d.min(month_len(y, m)) - 1
}

/// Calendar.add: None for a field add does not take (ZONE_OFFSET, DST_OFFSET).
pub(crate) fn add(millis: i64, offset: i64, field: usize, amount: i64) -> Option<i64> {
    let unit = match field {
        ERA => return Some(millis),
        YEAR | MONTH => {
            let (days, ms) = split(millis, offset);
            let (y, m, d) = civil_from_days(days);
            let days = if field == YEAR {
                pinned(y + amount, m, d)
            } else {
                pinned(y, m + amount, d)
            };
            return Some(join(days, ms, offset));
        }
        DAY_OF_MONTH | DAY_OF_YEAR | DAY_OF_WEEK => MS_PER_DAY,
        WEEK_OF_YEAR | WEEK_OF_MONTH | DAY_OF_WEEK_IN_MONTH => 7 * MS_PER_DAY,
        AM_PM => 12 * 3_600_000,
        HOUR | HOUR_OF_DAY => 3_600_000,
        MINUTE => 60_000,
        SECOND => 1000,
        MILLISECOND => 1,
        _ => return None,
    };
    Some(millis.wrapping_add(amount.wrapping_mul(unit)))
}

/// Calendar.roll: the field moves within its range, larger fields stay.
pub(crate) fn roll(millis: i64, offset: i64, field: usize, amount: i64, w: Weeks) -> Option<i64> {
    let (days, ms) = split(millis, offset);
    let (y, m, d) = civil_from_days(days);
    let wrap = |v: i64, lo: i64, n: i64| lo + (v - lo + amount).rem_euclid(n);
    let in_day = |unit: i64, n: i64| {
        let v = ms / unit % n;
        join(days, ms + (wrap(v, 0, n) - v) * unit, offset)
    };
    Some(match field {
        ERA => millis,
        YEAR => join(pinned((y + amount).max(1), m, d), ms, offset),
        MONTH => join(pinned(y, wrap(m, 1, 12), d), ms, offset),
        DAY_OF_MONTH => join(days + wrap(d, 1, month_len(y, m)) - d, ms, offset),
        DAY_OF_YEAR => {
            let doy = days - days_from_civil(y, 1, 1) + 1;
            join(days + wrap(doy, 1, year_len(y)) - doy, ms, offset)
        }
        DAY_OF_WEEK => {
            let i = (weekday(days) - w.first).rem_euclid(7);
            join(days + wrap(i, 0, 7) - i, ms, offset)
        }
        // Whole weeks within the month (or year), the day of the week kept.
        WEEK_OF_MONTH | DAY_OF_WEEK_IN_MONTH | WEEK_OF_YEAR => {
            let (lo, n) = if field == WEEK_OF_YEAR {
                (days_from_civil(y, 1, 1), year_len(y))
            } else {
                (days_from_civil(y, m, 1), month_len(y, m))
            };
            let first = lo + (days - lo).rem_euclid(7);
            let count = (lo + n - 1 - first) / 7 + 1;
            let k = (days - first) / 7;
            join(first + (k + amount).rem_euclid(count) * 7, ms, offset)
        }
        AM_PM => {
            let v = ms / (12 * 3_600_000);
            let to = (v + amount).rem_euclid(2);
            join(days, ms + (to - v) * 12 * 3_600_000, offset)
        }
        HOUR => {
            let h = ms / 3_600_000;
            let to = (h / 12) * 12 + (h % 12 + amount).rem_euclid(12);
            join(days, ms + (to - h) * 3_600_000, offset)
        }
        HOUR_OF_DAY => in_day(3_600_000, 24),
        MINUTE => in_day(60_000, 60),
        SECOND => in_day(1000, 60),
        MILLISECOND => in_day(1, 1000),
        _ => return None,
    })
}

/// getActualMaximum for the month/year of `millis`.
pub(crate) fn actual_max(millis: i64, offset: i64, field: usize, w: Weeks) -> i32 {
    let (days, _) = split(millis, offset);
    let (y, m, _) = civil_from_days(days);
    (match field {
        DAY_OF_MONTH => month_len(y, m),
        DAY_OF_YEAR => year_len(y),
        WEEK_OF_YEAR => {
            let last = days_from_civil(y, 12, 31);
            let wk = week_of_year(last, y, w);
            if wk == 1 {
                week_of_year(last - 7, y, w)
            } else {
                wk
            }
        }
        WEEK_OF_MONTH => {
            let last = days_from_civil(y, m, month_len(y, m));
            (last - week1_start(days_from_civil(y, m, 1), w)).div_euclid(7) + 1
        }
        DAY_OF_WEEK_IN_MONTH => (month_len(y, m) - 1) / 7 + 1,
        YEAR => 292_278_994,
        f => i64::from(MAX[f]),
    }) as i32
}

fn read_ints(env: &Env<'_>, arr: u32) -> [i32; FIELD_COUNT] {
    let mut f = [0i32; FIELD_COUNT];
    for (i, v) in f.iter_mut().enumerate() {
        *v = env.array_get(arr, Kind::Int, i as u32) as i32;
    }
    f
}

fn weeks(a: &[u32], i: usize) -> Weeks {
    Weeks {
        first: i64::from(arg_int(a, i)),
        min_days: i64::from(arg_int(a, i + 1)),
    }
}

fn field_index(env: &mut Env<'_>, f: i32) -> Result<usize, Throw> {
    if (0..FIELD_COUNT as i32).contains(&f) {
        Ok(f as usize)
    } else {
        Err(env.throw_new("Ljava/lang/IllegalArgumentException;"))
    }
}

/// CLDR's week data (supplementalData.xml, weekData) for a region: first day of the week
/// and minimal days in the first week; a locale without region counts as US, as the JDK's.
pub(crate) fn week_data(region: &str) -> (i32, i32) {
    const SUN: &[&str] = &[
        "", "AG", "AS", "AU", "BD", "BR", "BS", "BT", "BW", "BZ", "CA", "CN", "CO", "DM", "DO",
        "ET", "GT", "GU", "HK", "HN", "ID", "IL", "IN", "JM", "JP", "KE", "KH", "KR", "LA", "MH",
        "MM", "MO", "MT", "MX", "MZ", "NI", "NP", "PA", "PE", "PH", "PK", "PR", "PT", "PY", "SA",
        "SG", "SV", "TH", "TT", "TW", "UM", "US", "VE", "VI", "WS", "YE", "ZA", "ZW",
    ];
    const SAT: &[&str] = &[
        "AE", "AF", "BH", "DJ", "DZ", "EG", "IQ", "IR", "JO", "KW", "LY", "OM", "QA", "SD", "SY",
    ];
    const MIN4: &[&str] = &[
        "AD", "AN", "AT", "AX", "BE", "BG", "CH", "CZ", "DE", "DK", "EE", "ES", "FI", "FJ", "FO",
        "FR", "GB", "GF", "GG", "GI", "GP", "GR", "HU", "IE", "IM", "IS", "IT", "JE", "LI", "LT",
        "LU", "MC", "MQ", "NL", "NO", "PL", "PT", "RE", "RU", "SE", "SJ", "SK", "SM", "VA",
    ];
    let first = if SUN.contains(&region) {
        1
    } else if SAT.contains(&region) {
        7
    } else if region == "MV" {
        6
    } else {
        2
    };
    (first, if MIN4.contains(&region) { 4 } else { 1 })
}

pub static TABLE: &[Native] = &[
    // weekData(String region): first day * 16 + minimal days.
    (CAL, "weekData", "(Ljava/lang/String;)I", |env, a| {
        let r = env.null_check(arg(a, 0))?;
        let (first, min) = week_data(&env.string_rust(r));
        Ok((first * 16 + min) as u64)
    }),
    // computeFields0(long time, int offset, int first, int minDays, int[] fields,
    // int[] stamp): every field computed (stamp 1).
    (CAL, "computeFields0", "(JIII[I[I)V", |env, a| {
        let f = fields(arg_long(a, 0), i64::from(arg_int(a, 2)), weeks(a, 3));
        for (i, v) in f.iter().enumerate() {
            env.array_set(arg(a, 5), Kind::Int, i as u32, *v as u32 as u64);
            env.array_set(arg(a, 6), Kind::Int, i as u32, 1);
        }
        Ok(0)
    }),
    // computeTime0(int[] fields, int[] stamp, int offset, int first, int minDays,
    // boolean lenient): a non-lenient calendar refuses a field out of its range or one
    // the time does not reproduce (IllegalArgumentException naming the field).
    (CAL, "computeTime0", "([I[IIIIZ)J", |env, a| {
        let f = read_ints(env, arg(a, 0));
        let stamp = read_ints(env, arg(a, 1));
        let offset = i64::from(arg_int(a, 2));
        let w = weeks(a, 3);
        let t = time(&f, &stamp, offset, w);
        if arg(a, 5) == 0 {
            for i in 0..FIELD_COUNT {
                if stamp[i] > 1 && (f[i] < MIN[i] || f[i] > MAX[i]) {
                    return Err(env.throw("Ljava/lang/IllegalArgumentException;", NAMES[i]));
                }
            }
            let back = fields(t, offset, w);
            for i in [
                YEAR,
                MONTH,
                DAY_OF_MONTH,
                DAY_OF_YEAR,
                HOUR_OF_DAY,
                HOUR,
                MINUTE,
                SECOND,
                MILLISECOND,
            ] {
                if stamp[i] > 1 && back[i] != f[i] {
                    let msg = alloc::format!("{}: {} -> {}", NAMES[i], f[i], back[i]);
                    return Err(env.throw("Ljava/lang/IllegalArgumentException;", &msg));
                }
            }
        }
        Ok(t as u64)
    }),
    (CAL, "add0", "(JIIIII)J", |env, a| {
        let field = field_index(env, arg_int(a, 3))?;
        let t = add(
            arg_long(a, 0),
            i64::from(arg_int(a, 2)),
            field,
            i64::from(arg_int(a, 4)),
        );
        match t {
            Some(t) => Ok(t as u64),
            None => Err(env.throw_new("Ljava/lang/IllegalArgumentException;")),
        }
    }),
    (CAL, "roll0", "(JIIIII)J", |env, a| {
        let field = field_index(env, arg_int(a, 3))?;
        let w = weeks(a, 5);
        match roll(
            arg_long(a, 0),
            i64::from(arg_int(a, 2)),
            field,
            i64::from(arg_int(a, 4)),
            w,
        ) {
            Some(t) => Ok(t as u64),
            None => Err(env.throw_new("Ljava/lang/IllegalArgumentException;")),
        }
    }),
    (CAL, "actualMax0", "(JIIII)I", |env, a| {
        let field = field_index(env, arg_int(a, 3))?;
        Ok(actual_max(arg_long(a, 0), i64::from(arg_int(a, 2)), field, weeks(a, 4)) as u32 as u64)
    }),
    (CAL, "limit0", "(II)I", |env, a| {
        let field = field_index(env, arg_int(a, 0))?;
        let table = match arg_int(a, 1) {
            0 => &MIN,
            1 => &MAX,
            _ => &LEAST_MAX,
        };
        Ok(table[field] as u32 as u64)
    }),
];

#[cfg(test)]
mod tests {
    use super::*;

    const US: Weeks = Weeks {
        first: 1,
        min_days: 1,
    };
    const ISO: Weeks = Weeks {
        first: 2,
        min_days: 4,
    };

    fn at(y: i64, m: i64, d: i64) -> i64 {
        days_from_civil(y, m, d) * MS_PER_DAY
    }

    #[test]
    fn fields_of_known_days() {
        let f = fields(at(2024, 2, 29) + 13 * 3_600_000 + 5 * 60_000, 0, US);
        assert_eq!((f[YEAR], f[MONTH], f[DAY_OF_MONTH]), (2024, 1, 29));
        assert_eq!(
            (f[DAY_OF_WEEK], f[DAY_OF_YEAR], f[HOUR], f[AM_PM]),
            (5, 60, 1, 1)
        );
        // 2021-01-01 (a Friday): US week 1, ISO week 53 of 2020.
        assert_eq!(fields(at(2021, 1, 1), 0, US)[WEEK_OF_YEAR], 1);
        assert_eq!(fields(at(2021, 1, 1), 0, ISO)[WEEK_OF_YEAR], 53);
        // 2024-12-31 (Tuesday): US week 1 of 2025.
        assert_eq!(fields(at(2024, 12, 31), 0, US)[WEEK_OF_YEAR], 1);
    }

    #[test]
    fn lenient_time_and_month_ends() {
        let mut f = [0; FIELD_COUNT];
        let mut s = [0; FIELD_COUNT];
        f[YEAR] = 2023;
        f[MONTH] = 13; // February of 2024
        f[DAY_OF_MONTH] = 30; // March 1
        s[YEAR] = 2;
        s[MONTH] = 3;
        s[DAY_OF_MONTH] = 4;
        assert_eq!(time(&f, &s, 0, US), at(2024, 3, 1));
        assert_eq!(add(at(2024, 1, 31), 0, MONTH, 1), Some(at(2024, 2, 29)));
        assert_eq!(
            roll(at(2024, 12, 31), 0, MONTH, 2, US),
            Some(at(2024, 2, 29))
        );
        assert_eq!(
            roll(at(2024, 1, 31), 0, DAY_OF_MONTH, 1, US),
            Some(at(2024, 1, 1))
        );
        assert_eq!(actual_max(at(2023, 2, 1), 0, DAY_OF_MONTH, US), 28);
    }
}
