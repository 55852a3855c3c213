.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# GregorianCalendar in UTC with explicit locales (their week rules): all fields of a
# time, week numbers at year ends, set/add/roll of every common field with month-end
# pinning and leap years, lenient normalization, the newest of DAY_OF_WEEK/DAY_OF_YEAR/
# DAY_OF_MONTH and of HOUR+AM_PM/HOUR_OF_DAY winning, non-lenient errors, actual maxima,
# isLeapYear, comparison and clone. Dates after 1582 only (no Julian calendar here).
.method public static main([Ljava/lang/String;)V
    .registers 12
    const-string v0, "UTC"
    invoke-static {v0}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v0
    invoke-static {v0}, Ljava/util/TimeZone;->setDefault(Ljava/util/TimeZone;)V
    sget-object v0, Ljava/util/Locale;->US:Ljava/util/Locale;
    invoke-static {v0}, Ljava/util/Locale;->setDefault(Ljava/util/Locale;)V
    const-string v0, "UTC"
    invoke-static {v0}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v0
    sget-object v1, Ljava/util/Locale;->US:Ljava/util/Locale;
    new-instance v8, Ljava/util/GregorianCalendar;
    invoke-direct {v8, v0, v1}, Ljava/util/GregorianCalendar;-><init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    const-wide v0, 0x18bcfe56800L
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->setTimeInMillis(J)V
    const-string v0, "US at 1700000000000"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const-string v0, "UTC"
    invoke-static {v0}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v0
    sget-object v1, Ljava/util/Locale;->GERMANY:Ljava/util/Locale;
    new-instance v9, Ljava/util/GregorianCalendar;
    invoke-direct {v9, v0, v1}, Ljava/util/GregorianCalendar;-><init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    const-wide v0, 0x18bcfe56800L
    invoke-virtual {v9, v0, v1}, Ljava/util/Calendar;->setTimeInMillis(J)V
    const-string v0, "GERMANY"
    invoke-static {v0, v9}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const-string v0, "UTC"
    invoke-static {v0}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v0
    sget-object v1, Ljava/util/Locale;->UK:Ljava/util/Locale;
    new-instance v9, Ljava/util/GregorianCalendar;
    invoke-direct {v9, v0, v1}, Ljava/util/GregorianCalendar;-><init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    const-wide v0, 0x18bcfe56800L
    invoke-virtual {v9, v0, v1}, Ljava/util/Calendar;->setTimeInMillis(J)V
    const-string v0, "UK"
    invoke-static {v0, v9}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const-string v0, "UTC"
    invoke-static {v0}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v0
    sget-object v1, Ljava/util/Locale;->FRANCE:Ljava/util/Locale;
    new-instance v9, Ljava/util/GregorianCalendar;
    invoke-direct {v9, v0, v1}, Ljava/util/GregorianCalendar;-><init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    const-wide v0, 0x18bcfe56800L
    invoke-virtual {v9, v0, v1}, Ljava/util/Calendar;->setTimeInMillis(J)V
    const-string v0, "FRANCE"
    invoke-static {v0, v9}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const-string v0, "UTC"
    invoke-static {v0}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v0
    sget-object v1, Ljava/util/Locale;->ROOT:Ljava/util/Locale;
    new-instance v9, Ljava/util/GregorianCalendar;
    invoke-direct {v9, v0, v1}, Ljava/util/GregorianCalendar;-><init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    const-wide v0, 0x18bcfe56800L
    invoke-virtual {v9, v0, v1}, Ljava/util/Calendar;->setTimeInMillis(J)V
    const-string v0, "ROOT"
    invoke-static {v0, v9}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const-string v0, "UTC"
    invoke-static {v0}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v0
    sget-object v1, Ljava/util/Locale;->JAPAN:Ljava/util/Locale;
    new-instance v9, Ljava/util/GregorianCalendar;
    invoke-direct {v9, v0, v1}, Ljava/util/GregorianCalendar;-><init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    const-wide v0, 0x18bcfe56800L
    invoke-virtual {v9, v0, v1}, Ljava/util/Calendar;->setTimeInMillis(J)V
    const-string v0, "JAPAN"
    invoke-static {v0, v9}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const-string v0, "UTC"
    invoke-static {v0}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v0
    sget-object v1, Ljava/util/Locale;->US:Ljava/util/Locale;
    new-instance v9, Ljava/util/GregorianCalendar;
    invoke-direct {v9, v0, v1}, Ljava/util/GregorianCalendar;-><init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    const-wide v0, 0x176bb3e7000L
    invoke-virtual {v9, v0, v1}, Ljava/util/Calendar;->setTimeInMillis(J)V
    const-string v0, "US 2021-01-01"
    invoke-static {v0, v9}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const-string v0, "UTC"
    invoke-static {v0}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v0
    sget-object v1, Ljava/util/Locale;->UK:Ljava/util/Locale;
    new-instance v9, Ljava/util/GregorianCalendar;
    invoke-direct {v9, v0, v1}, Ljava/util/GregorianCalendar;-><init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    const-wide v0, 0x176bb3e7000L
    invoke-virtual {v9, v0, v1}, Ljava/util/Calendar;->setTimeInMillis(J)V
    const-string v0, "UK 2021-01-01"
    invoke-static {v0, v9}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const-string v0, "UTC"
    invoke-static {v0}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v0
    sget-object v1, Ljava/util/Locale;->US:Ljava/util/Locale;
    new-instance v9, Ljava/util/GregorianCalendar;
    invoke-direct {v9, v0, v1}, Ljava/util/GregorianCalendar;-><init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    const-wide v0, 0x1941a032000L
    invoke-virtual {v9, v0, v1}, Ljava/util/Calendar;->setTimeInMillis(J)V
    const-string v0, "US 2024-12-31"
    invoke-static {v0, v9}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const-string v0, "UTC"
    invoke-static {v0}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v0
    sget-object v1, Ljava/util/Locale;->UK:Ljava/util/Locale;
    new-instance v9, Ljava/util/GregorianCalendar;
    invoke-direct {v9, v0, v1}, Ljava/util/GregorianCalendar;-><init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    const-wide v0, 0x1941a032000L
    invoke-virtual {v9, v0, v1}, Ljava/util/Calendar;->setTimeInMillis(J)V
    const-string v0, "UK 2024-12-31"
    invoke-static {v0, v9}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const-string v0, "UTC"
    invoke-static {v0}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v0
    sget-object v1, Ljava/util/Locale;->US:Ljava/util/Locale;
    new-instance v9, Ljava/util/GregorianCalendar;
    invoke-direct {v9, v0, v1}, Ljava/util/GregorianCalendar;-><init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    const-wide v0, 0x18cc251f400L
    invoke-virtual {v9, v0, v1}, Ljava/util/Calendar;->setTimeInMillis(J)V
    const-string v0, "US 2024-01-01"
    invoke-static {v0, v9}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const-string v0, "UTC"
    invoke-static {v0}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v0
    sget-object v1, Ljava/util/Locale;->UK:Ljava/util/Locale;
    new-instance v9, Ljava/util/GregorianCalendar;
    invoke-direct {v9, v0, v1}, Ljava/util/GregorianCalendar;-><init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    const-wide v0, 0x18cc251f400L
    invoke-virtual {v9, v0, v1}, Ljava/util/Calendar;->setTimeInMillis(J)V
    const-string v0, "UK 2024-01-01"
    invoke-static {v0, v9}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    invoke-virtual {v8}, Ljava/util/Calendar;->clear()V
    move-object v0, v8
    const/16 v1, 2024
    const/16 v2, 1
    const/16 v3, 29
    const/16 v4, 13
    const/16 v5, 45
    const/16 v6, 30
    invoke-virtual/range {v0 .. v6}, Ljava/util/Calendar;->set(IIIIII)V
    const-string v0, "set 2024-02-29 13:45:30"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 2
    const/16 v1, 1
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->add(II)V
    const-string v0, "add MONTH 1"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 2
    const/16 v1, 11
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->add(II)V
    const-string v0, "add MONTH 11"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 1
    const/16 v1, 1
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->add(II)V
    const-string v0, "add YEAR 1"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 1
    const/16 v1, -1
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->add(II)V
    const-string v0, "add YEAR -1"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 5
    const/16 v1, -60
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->add(II)V
    const-string v0, "add DAY_OF_MONTH -60"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 10
    const/16 v1, 30
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->add(II)V
    const-string v0, "add HOUR 30"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 12
    const/16 v1, -1000
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->add(II)V
    const-string v0, "add MINUTE -1000"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 3
    const/16 v1, 2
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->add(II)V
    const-string v0, "add WEEK_OF_YEAR 2"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 14
    const/16 v1, 1234
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->add(II)V
    const-string v0, "add MILLISECOND 1234"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 6
    const/16 v1, 366
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->add(II)V
    const-string v0, "add DAY_OF_YEAR 366"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 9
    const/16 v1, 3
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->add(II)V
    const-string v0, "add AM_PM 3"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 13
    const v1, -86401
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->add(II)V
    const-string v0, "add SECOND -86401"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    invoke-virtual {v8}, Ljava/util/Calendar;->clear()V
    const/16 v0, 2024
    const/16 v1, 0
    const/16 v2, 31
    invoke-virtual {v8, v0, v1, v2}, Ljava/util/Calendar;->set(III)V
    const-string v0, "set 2024-01-31"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 2
    const/16 v1, 1
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->roll(II)V
    const-string v0, "roll MONTH 1"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 5
    const/16 v1, 5
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->roll(II)V
    const-string v0, "roll DAY_OF_MONTH 5"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 11
    const/16 v1, 20
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->roll(II)V
    const-string v0, "roll HOUR_OF_DAY 20"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 12
    const/16 v1, -70
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->roll(II)V
    const-string v0, "roll MINUTE -70"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 7
    const/16 v1, 3
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->roll(II)V
    const-string v0, "roll DAY_OF_WEEK 3"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 6
    const/16 v1, -100
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->roll(II)V
    const-string v0, "roll DAY_OF_YEAR -100"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 2
    const/4 v1, 0
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->roll(IZ)V
    const-string v0, "rollb MONTH False"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 9
    const/4 v1, 1
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->roll(IZ)V
    const-string v0, "rollb AM_PM True"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 10
    const/16 v1, 13
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->roll(II)V
    const-string v0, "roll HOUR 13"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 13
    const/16 v1, 61
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->roll(II)V
    const-string v0, "roll SECOND 61"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 14
    const/16 v1, -1
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->roll(II)V
    const-string v0, "roll MILLISECOND -1"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 1
    const/16 v1, -3
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->roll(II)V
    const-string v0, "roll YEAR -3"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 5
    const/16 v1, -40
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->roll(II)V
    const-string v0, "roll DAY_OF_MONTH -40"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    invoke-virtual {v8}, Ljava/util/Calendar;->clear()V
    const/16 v0, 2023
    const/16 v1, 13
    const/16 v2, 32
    invoke-virtual {v8, v0, v1, v2}, Ljava/util/Calendar;->set(III)V
    const-string v0, "lenient 2023-13-32"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 11
    const/16 v1, 25
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->set(II)V
    const-string v0, "set HOUR_OF_DAY 25"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 12
    const/16 v1, -5
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->set(II)V
    const-string v0, "set MINUTE -5"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 2
    const/16 v1, -1
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->set(II)V
    const-string v0, "set MONTH -1"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 13
    const/16 v1, 3600
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->set(II)V
    const-string v0, "set SECOND 3600"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const-wide v0, 0x18bcfe56800L
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->setTimeInMillis(J)V
    const/16 v0, 7
    const/16 v1, 2
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->set(II)V
    const-string v0, "set DAY_OF_WEEK 2"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const-wide v0, 0x18bcfe56800L
    invoke-virtual {v9, v0, v1}, Ljava/util/Calendar;->setTimeInMillis(J)V
    const-string v0, "UTC"
    invoke-static {v0}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v0
    sget-object v1, Ljava/util/Locale;->GERMANY:Ljava/util/Locale;
    new-instance v9, Ljava/util/GregorianCalendar;
    invoke-direct {v9, v0, v1}, Ljava/util/GregorianCalendar;-><init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    const-wide v0, 0x18bcfe56800L
    invoke-virtual {v9, v0, v1}, Ljava/util/Calendar;->setTimeInMillis(J)V
    const/16 v0, 7
    const/16 v1, 1
    invoke-virtual {v9, v0, v1}, Ljava/util/Calendar;->set(II)V
    const-string v0, "set DAY_OF_WEEK 1"
    invoke-static {v0, v9}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    invoke-virtual {v8}, Ljava/util/Calendar;->clear()V
    const/16 v0, 1
    const/16 v1, 2024
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->set(II)V
    const-string v0, "set YEAR 2024"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 6
    const/16 v1, 60
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->set(II)V
    const-string v0, "set DAY_OF_YEAR 60"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 10
    const/16 v1, 3
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->set(II)V
    const-string v0, "set HOUR 3"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 9
    const/16 v1, 1
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->set(II)V
    const-string v0, "set AM_PM 1"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 11
    const/16 v1, 8
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->set(II)V
    const-string v0, "set HOUR_OF_DAY 8"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    const/16 v0, 5
    const/16 v1, 10
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->set(II)V
    const-string v0, "set DAY_OF_MONTH 10"
    invoke-static {v0, v8}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    invoke-static {}, LMain;->more()V
    return-void
.end method

.method static more()V
    .registers 10
    const-string v0, "UTC"
    invoke-static {v0}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v0
    sget-object v1, Ljava/util/Locale;->US:Ljava/util/Locale;
    new-instance v8, Ljava/util/GregorianCalendar;
    invoke-direct {v8, v0, v1}, Ljava/util/GregorianCalendar;-><init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    invoke-virtual {v8}, Ljava/util/Calendar;->clear()V
    const/16 v0, 2024
    const/16 v1, 0
    const/16 v2, 31
    invoke-virtual {v8, v0, v1, v2}, Ljava/util/Calendar;->set(III)V
    const/4 v0, 0
    invoke-virtual {v8, v0}, Ljava/util/Calendar;->setLenient(Z)V
    invoke-virtual {v8}, Ljava/util/Calendar;->isLenient()Z
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->pl(Ljava/lang/Object;)V
    const/16 v0, 2
    const/16 v1, 1
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->set(II)V
    const/16 v0, 5
    const/16 v1, 30
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->set(II)V
    invoke-static {v8}, LMain;->tryTime(Ljava/util/Calendar;)V
    const/16 v0, 5
    const/16 v1, 32
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->set(II)V
    invoke-static {v8}, LMain;->tryTime(Ljava/util/Calendar;)V
    const/16 v0, 5
    const/16 v1, 3
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->set(II)V
    const/16 v0, 11
    const/16 v1, 24
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->set(II)V
    invoke-static {v8}, LMain;->tryTime(Ljava/util/Calendar;)V
    const/16 v0, 11
    const/16 v1, 23
    invoke-virtual {v8, v0, v1}, Ljava/util/Calendar;->set(II)V
    invoke-static {v8}, LMain;->tryTime(Ljava/util/Calendar;)V

    const-string v0, "UTC"
    invoke-static {v0}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v0
    sget-object v1, Ljava/util/Locale;->US:Ljava/util/Locale;
    new-instance v8, Ljava/util/GregorianCalendar;
    invoke-direct {v8, v0, v1}, Ljava/util/GregorianCalendar;-><init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    invoke-virtual {v8}, Ljava/util/Calendar;->clear()V
    const/16 v0, 2024
    const/16 v1, 1
    const/16 v2, 10
    invoke-virtual {v8, v0, v1, v2}, Ljava/util/Calendar;->set(III)V
    const/4 v9, 5
    invoke-static {v8, v9}, LMain;->maxima(Ljava/util/Calendar;I)V
    const/4 v9, 6
    invoke-static {v8, v9}, LMain;->maxima(Ljava/util/Calendar;I)V
    const/4 v9, 3
    invoke-static {v8, v9}, LMain;->maxima(Ljava/util/Calendar;I)V
    const/4 v9, 4
    invoke-static {v8, v9}, LMain;->maxima(Ljava/util/Calendar;I)V
    const/16 v9, 11
    invoke-static {v8, v9}, LMain;->maxima(Ljava/util/Calendar;I)V
    const/4 v9, 7
    invoke-static {v8, v9}, LMain;->maxima(Ljava/util/Calendar;I)V
    const/16 v0, 2023
    const/16 v1, 1
    const/16 v2, 10
    invoke-virtual {v8, v0, v1, v2}, Ljava/util/Calendar;->set(III)V
    const/4 v9, 5
    invoke-static {v8, v9}, LMain;->maxima(Ljava/util/Calendar;I)V
    const/4 v9, 6
    invoke-static {v8, v9}, LMain;->maxima(Ljava/util/Calendar;I)V
    const/4 v9, 3
    invoke-static {v8, v9}, LMain;->maxima(Ljava/util/Calendar;I)V

    check-cast v8, Ljava/util/GregorianCalendar;
    const/16 v0, 2000
    invoke-static {v8, v0}, LMain;->leap(Ljava/util/GregorianCalendar;I)V
    const/16 v0, 1900
    invoke-static {v8, v0}, LMain;->leap(Ljava/util/GregorianCalendar;I)V
    const/16 v0, 2024
    invoke-static {v8, v0}, LMain;->leap(Ljava/util/GregorianCalendar;I)V
    const/16 v0, 2023
    invoke-static {v8, v0}, LMain;->leap(Ljava/util/GregorianCalendar;I)V
    const/16 v0, 2100
    invoke-static {v8, v0}, LMain;->leap(Ljava/util/GregorianCalendar;I)V
    const/16 v0, 1500
    invoke-static {v8, v0}, LMain;->leap(Ljava/util/GregorianCalendar;I)V
    const-string v0, ""
    invoke-static {v0}, LMain;->pl(Ljava/lang/Object;)V

    invoke-virtual {v8}, Ljava/util/Calendar;->clone()Ljava/lang/Object;
    move-result-object v9
    check-cast v9, Ljava/util/Calendar;
    invoke-static {v8, v9}, LMain;->cmp(Ljava/util/Calendar;Ljava/util/Calendar;)V
    const/16 v0, 5
    const/16 v1, 1
    invoke-virtual {v9, v0, v1}, Ljava/util/Calendar;->add(II)V
    invoke-static {v8, v9}, LMain;->cmp(Ljava/util/Calendar;Ljava/util/Calendar;)V
    invoke-static {v9, v8}, LMain;->cmp(Ljava/util/Calendar;Ljava/util/Calendar;)V
    const-string v0, "x"
    invoke-virtual {v8, v0}, Ljava/util/Calendar;->after(Ljava/lang/Object;)Z
    move-result v0
    invoke-static {v0}, LMain;->p(Z)V
    const-string v0, ""
    invoke-static {v0}, LMain;->pl(Ljava/lang/Object;)V

    const-string v0, "UTC"
    invoke-static {v0}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v0
    sget-object v1, Ljava/util/Locale;->US:Ljava/util/Locale;
    invoke-static {v0, v1}, Ljava/util/Calendar;->getInstance(Ljava/util/TimeZone;Ljava/util/Locale;)Ljava/util/Calendar;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-static {v1}, LMain;->pl(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/Calendar;->getTimeZone()Ljava/util/TimeZone;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/TimeZone;->getID()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->pl(Ljava/lang/Object;)V
    const-string v1, "GMT-05:00"
    invoke-static {v1}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v1
    const-wide/16 v2, 0
    invoke-virtual {v0, v2, v3}, Ljava/util/Calendar;->setTimeInMillis(J)V
    invoke-virtual {v0, v1}, Ljava/util/Calendar;->setTimeZone(Ljava/util/TimeZone;)V
    const-string v1, "GMT-05:00 at 0"
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    invoke-virtual {v0}, Ljava/util/Calendar;->clear()V
    move-object v0, v0
    const/16 v1, 1999
    const/16 v2, 11
    const/16 v3, 31
    const/16 v4, 23
    const/16 v5, 59
    const/16 v6, 59
    invoke-virtual/range {v0 .. v6}, Ljava/util/Calendar;->set(IIIIII)V
    const-string v1, "GMT-05:00 1999-12-31 23:59:59"
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/util/Calendar;)V
    :t
    const/16 v1, 17
    invoke-virtual {v0, v1}, Ljava/util/Calendar;->get(I)I
    :t_end
    .catch Ljava/lang/RuntimeException; {:t .. :t_end} :c
    return-void
    :c
    move-exception v1
    invoke-virtual {v1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-static {v1}, LMain;->pl(Ljava/lang/Object;)V
    return-void
.end method

.method static tryTime(Ljava/util/Calendar;)V
    .registers 2
    :t
    invoke-virtual {p0}, Ljava/util/Calendar;->getTime()Ljava/util/Date;
    move-result-object v0
    :t_end
    .catch Ljava/lang/IllegalArgumentException; {:t .. :t_end} :c
    invoke-static {v0}, LMain;->pl(Ljava/lang/Object;)V
    return-void
    :c
    move-exception v0
    invoke-static {v0}, LMain;->pl(Ljava/lang/Object;)V
    return-void
.end method

# field: actual max, max, least max, min, actual min
.method static maxima(Ljava/util/Calendar;I)V
    .registers 3
    invoke-static {p1}, LMain;->p(I)V
    invoke-virtual {p0, p1}, Ljava/util/Calendar;->getActualMaximum(I)I
    move-result v0
    invoke-static {v0}, LMain;->p(I)V
    invoke-virtual {p0, p1}, Ljava/util/Calendar;->getMaximum(I)I
    move-result v0
    invoke-static {v0}, LMain;->p(I)V
    invoke-virtual {p0, p1}, Ljava/util/Calendar;->getLeastMaximum(I)I
    move-result v0
    invoke-static {v0}, LMain;->p(I)V
    invoke-virtual {p0, p1}, Ljava/util/Calendar;->getMinimum(I)I
    move-result v0
    invoke-static {v0}, LMain;->p(I)V
    invoke-virtual {p0, p1}, Ljava/util/Calendar;->getActualMinimum(I)I
    move-result v0
    invoke-static {v0}, LMain;->p(I)V
    const-string v0, ""
    invoke-static {v0}, LMain;->pl(Ljava/lang/Object;)V
    return-void
.end method

.method static leap(Ljava/util/GregorianCalendar;I)V
    .registers 3
    invoke-virtual {p0, p1}, Ljava/util/GregorianCalendar;->isLeapYear(I)Z
    move-result v0
    invoke-static {v0}, LMain;->p(Z)V
    return-void
.end method

.method static cmp(Ljava/util/Calendar;Ljava/util/Calendar;)V
    .registers 3
    invoke-virtual {p0, p1}, Ljava/util/Calendar;->before(Ljava/lang/Object;)Z
    move-result v0
    invoke-static {v0}, LMain;->p(Z)V
    invoke-virtual {p0, p1}, Ljava/util/Calendar;->after(Ljava/lang/Object;)Z
    move-result v0
    invoke-static {v0}, LMain;->p(Z)V
    invoke-virtual {p0, p1}, Ljava/util/Calendar;->compareTo(Ljava/util/Calendar;)I
    move-result v0
    invoke-static {v0}, LMain;->p(I)V
    invoke-virtual {p0, p1}, Ljava/util/Calendar;->equals(Ljava/lang/Object;)Z
    move-result v0
    invoke-static {v0}, LMain;->p(Z)V
    const-string v0, ""
    invoke-static {v0}, LMain;->pl(Ljava/lang/Object;)V
    return-void
.end method

# label: Date, then fields 0..16, first day of week and minimal days
.method static show(Ljava/lang/String;Ljava/util/Calendar;)V
    .registers 5
    invoke-static {p0}, LMain;->p(Ljava/lang/String;)V
    const-string v0, ":"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {p1}, Ljava/util/Calendar;->getTime()Ljava/util/Date;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    const-string v0, "|"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    const/4 v1, 0
    :loop
    const/16 v0, 17
    if-ge v1, v0, :done
    invoke-virtual {p1, v1}, Ljava/util/Calendar;->get(I)I
    move-result v0
    invoke-static {v0}, LMain;->p(I)V
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    const-string v0, "|"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {p1}, Ljava/util/Calendar;->getFirstDayOfWeek()I
    move-result v0
    invoke-static {v0}, LMain;->p(I)V
    invoke-virtual {p1}, Ljava/util/Calendar;->getMinimalDaysInFirstWeek()I
    move-result v0
    invoke-static {v0}, LMain;->p(I)V
    const-string v0, ""
    invoke-static {v0}, LMain;->pl(Ljava/lang/Object;)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    const-string v1, " "
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    return-void
.end method

.method static p(I)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->print(I)V
    const-string v1, " "
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    return-void
.end method

.method static p(Z)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->print(Z)V
    const-string v1, " "
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    return-void
.end method

.method static pl(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
