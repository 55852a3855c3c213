.class public abstract Ljava/util/Calendar;
.super Ljava/lang/Object;
.source "Calendar.java"
.implements Ljava/io/Serializable;
.implements Ljava/lang/Cloneable;
.implements Ljava/lang/Comparable;

# java.util.Calendar (JDK 17 API) with the machinery of its one kind, GregorianCalendar:
# a time in ms and the 17 fields, each with a stamp (0 unset, 1 computed, higher: set
# later, so the newest field group wins when a time is computed from fields). The
# arithmetic is in corelib/src/calendar.rs (proleptic Gregorian, fixed-offset zones:
# docs/time.md). Week rules come from the locale's region (CLDR week data). Unlike the
# JDK's, add/roll/getMinimum/getMaximum are not abstract here, and toString and the
# display names are not provided.

.field public static final ERA:I = 0x0
.field public static final YEAR:I = 0x1
.field public static final MONTH:I = 0x2
.field public static final WEEK_OF_YEAR:I = 0x3
.field public static final WEEK_OF_MONTH:I = 0x4
.field public static final DATE:I = 0x5
.field public static final DAY_OF_MONTH:I = 0x5
.field public static final DAY_OF_YEAR:I = 0x6
.field public static final DAY_OF_WEEK:I = 0x7
.field public static final DAY_OF_WEEK_IN_MONTH:I = 0x8
.field public static final AM_PM:I = 0x9
.field public static final HOUR:I = 0xa
.field public static final HOUR_OF_DAY:I = 0xb
.field public static final MINUTE:I = 0xc
.field public static final SECOND:I = 0xd
.field public static final MILLISECOND:I = 0xe
.field public static final ZONE_OFFSET:I = 0xf
.field public static final DST_OFFSET:I = 0x10
.field public static final FIELD_COUNT:I = 0x11
.field public static final SUNDAY:I = 0x1
.field public static final MONDAY:I = 0x2
.field public static final TUESDAY:I = 0x3
.field public static final WEDNESDAY:I = 0x4
.field public static final THURSDAY:I = 0x5
.field public static final FRIDAY:I = 0x6
.field public static final SATURDAY:I = 0x7
.field public static final JANUARY:I = 0x0
.field public static final FEBRUARY:I = 0x1
.field public static final MARCH:I = 0x2
.field public static final APRIL:I = 0x3
.field public static final MAY:I = 0x4
.field public static final JUNE:I = 0x5
.field public static final JULY:I = 0x6
.field public static final AUGUST:I = 0x7
.field public static final SEPTEMBER:I = 0x8
.field public static final OCTOBER:I = 0x9
.field public static final NOVEMBER:I = 0xa
.field public static final DECEMBER:I = 0xb
.field public static final UNDECIMBER:I = 0xc
.field public static final AM:I = 0x0
.field public static final PM:I = 0x1
.field public static final ALL_STYLES:I = 0x0
.field public static final SHORT:I = 0x1
.field public static final LONG:I = 0x2
.field public static final NARROW_FORMAT:I = 0x4
.field public static final NARROW_STANDALONE:I = 0x8004
.field public static final SHORT_FORMAT:I = 0x1
.field public static final LONG_FORMAT:I = 0x2
.field public static final SHORT_STANDALONE:I = 0x8001
.field public static final LONG_STANDALONE:I = 0x8002

.field protected fields:[I
.field protected time:J
.field protected isTimeSet:Z
.field protected areFieldsSet:Z
.field private stamp:[I
.field private nextStamp:I
.field private zone:Ljava/util/TimeZone;
.field private lenient:Z
.field private firstDayOfWeek:I
.field private minimalDaysInFirstWeek:I

.method protected constructor <init>()V
    .registers 3
    invoke-static {}, Ljava/util/TimeZone;->getDefault()Ljava/util/TimeZone;
    move-result-object v0
    invoke-static {}, Ljava/util/Locale;->getDefault()Ljava/util/Locale;
    move-result-object v1
    invoke-direct {p0, v0, v1}, Ljava/util/Calendar;-><init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    return-void
.end method

.method protected constructor <init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    .registers 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    const/16 v0, 17
    new-array v1, v0, [I
    iput-object v1, p0, Ljava/util/Calendar;->fields:[I
    new-array v1, v0, [I
    iput-object v1, p0, Ljava/util/Calendar;->stamp:[I
    const/4 v0, 2
    iput v0, p0, Ljava/util/Calendar;->nextStamp:I
    iput-object p1, p0, Ljava/util/Calendar;->zone:Ljava/util/TimeZone;
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/util/Calendar;->lenient:Z
    invoke-virtual {p2}, Ljava/util/Locale;->getCountry()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Ljava/util/Calendar;->weekData(Ljava/lang/String;)I
    move-result v0
    shr-int/lit8 v1, v0, 4
    iput v1, p0, Ljava/util/Calendar;->firstDayOfWeek:I
    and-int/lit8 v1, v0, 15
    iput v1, p0, Ljava/util/Calendar;->minimalDaysInFirstWeek:I
    return-void
.end method

.method private static native weekData(Ljava/lang/String;)I
.end method
.method private static native computeFields0(JIII[I[I)V
.end method
.method private static native computeTime0([I[IIIIZ)J
.end method
.method private static native add0(JIIIII)J
.end method
.method private static native roll0(JIIIII)J
.end method
.method private static native actualMax0(JIIII)I
.end method
.method private static native limit0(II)I
.end method

.method public static getInstance()Ljava/util/Calendar;
    .registers 3
    invoke-static {}, Ljava/util/TimeZone;->getDefault()Ljava/util/TimeZone;
    move-result-object v0
    invoke-static {}, Ljava/util/Locale;->getDefault()Ljava/util/Locale;
    move-result-object v1
    new-instance v2, Ljava/util/GregorianCalendar;
    invoke-direct {v2, v0, v1}, Ljava/util/GregorianCalendar;-><init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    return-object v2
.end method

.method public static getInstance(Ljava/util/TimeZone;)Ljava/util/Calendar;
    .registers 4
    move-object v0, p0
    invoke-static {}, Ljava/util/Locale;->getDefault()Ljava/util/Locale;
    move-result-object v1
    new-instance v2, Ljava/util/GregorianCalendar;
    invoke-direct {v2, v0, v1}, Ljava/util/GregorianCalendar;-><init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    return-object v2
.end method

.method public static getInstance(Ljava/util/Locale;)Ljava/util/Calendar;
    .registers 4
    invoke-static {}, Ljava/util/TimeZone;->getDefault()Ljava/util/TimeZone;
    move-result-object v0
    move-object v1, p0
    new-instance v2, Ljava/util/GregorianCalendar;
    invoke-direct {v2, v0, v1}, Ljava/util/GregorianCalendar;-><init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    return-object v2
.end method

.method public static getInstance(Ljava/util/TimeZone;Ljava/util/Locale;)Ljava/util/Calendar;
    .registers 5
    move-object v0, p0
    move-object v1, p1
    new-instance v2, Ljava/util/GregorianCalendar;
    invoke-direct {v2, v0, v1}, Ljava/util/GregorianCalendar;-><init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    return-object v2
.end method


# The time from the fields (when they were set since), then the fields from the time.
.method protected complete()V
    .registers 2
    iget-boolean v0, p0, Ljava/util/Calendar;->isTimeSet:Z
    if-nez v0, :fields
    invoke-virtual {p0}, Ljava/util/Calendar;->computeTime()V
    :fields
    iget-boolean v0, p0, Ljava/util/Calendar;->areFieldsSet:Z
    if-nez v0, :done
    invoke-virtual {p0}, Ljava/util/Calendar;->computeFields()V
    :done
    return-void
.end method

.method protected computeTime()V
    .registers 9
    iget-object v0, p0, Ljava/util/Calendar;->fields:[I
    iget-object v1, p0, Ljava/util/Calendar;->stamp:[I
    iget-object v2, p0, Ljava/util/Calendar;->zone:Ljava/util/TimeZone;
    invoke-virtual {v2}, Ljava/util/TimeZone;->getRawOffset()I
    move-result v2
    iget v3, p0, Ljava/util/Calendar;->firstDayOfWeek:I
    iget v4, p0, Ljava/util/Calendar;->minimalDaysInFirstWeek:I
    iget-boolean v5, p0, Ljava/util/Calendar;->lenient:Z
    invoke-static/range {v0 .. v5}, Ljava/util/Calendar;->computeTime0([I[IIIIZ)J
    move-result-wide v0
    iput-wide v0, p0, Ljava/util/Calendar;->time:J
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/util/Calendar;->isTimeSet:Z
    return-void
.end method

.method protected computeFields()V
    .registers 9
    iget-wide v0, p0, Ljava/util/Calendar;->time:J
    iget-object v2, p0, Ljava/util/Calendar;->zone:Ljava/util/TimeZone;
    invoke-virtual {v2, v0, v1}, Ljava/util/TimeZone;->getOffset(J)I
    move-result v2
    iget v3, p0, Ljava/util/Calendar;->firstDayOfWeek:I
    iget v4, p0, Ljava/util/Calendar;->minimalDaysInFirstWeek:I
    iget-object v5, p0, Ljava/util/Calendar;->fields:[I
    iget-object v6, p0, Ljava/util/Calendar;->stamp:[I
    invoke-static/range {v0 .. v6}, Ljava/util/Calendar;->computeFields0(JIII[I[I)V
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/util/Calendar;->areFieldsSet:Z
    return-void
.end method

.method public get(I)I
    .registers 3
    invoke-virtual {p0}, Ljava/util/Calendar;->complete()V
    iget-object v0, p0, Ljava/util/Calendar;->fields:[I
    aget v0, v0, p1
    return v0
.end method

.method protected final internalGet(I)I
    .registers 3
    iget-object v0, p0, Ljava/util/Calendar;->fields:[I
    aget v0, v0, p1
    return v0
.end method

.method public set(II)V
    .registers 5
    iget-boolean v0, p0, Ljava/util/Calendar;->isTimeSet:Z
    if-eqz v0, :put
    iget-boolean v0, p0, Ljava/util/Calendar;->areFieldsSet:Z
    if-nez v0, :put
    invoke-virtual {p0}, Ljava/util/Calendar;->computeFields()V
    :put
    iget-object v0, p0, Ljava/util/Calendar;->fields:[I
    aput p2, v0, p1
    iget-object v0, p0, Ljava/util/Calendar;->stamp:[I
    iget v1, p0, Ljava/util/Calendar;->nextStamp:I
    aput v1, v0, p1
    add-int/lit8 v1, v1, 1
    iput v1, p0, Ljava/util/Calendar;->nextStamp:I
    const/4 v0, 0
    iput-boolean v0, p0, Ljava/util/Calendar;->isTimeSet:Z
    iput-boolean v0, p0, Ljava/util/Calendar;->areFieldsSet:Z
    return-void
.end method

.method public final set(III)V
    .registers 5
    const/4 v0, 1
    invoke-virtual {p0, v0, p1}, Ljava/util/Calendar;->set(II)V
    const/4 v0, 2
    invoke-virtual {p0, v0, p2}, Ljava/util/Calendar;->set(II)V
    const/4 v0, 5
    invoke-virtual {p0, v0, p3}, Ljava/util/Calendar;->set(II)V
    return-void
.end method

.method public final set(IIIII)V
    .registers 8
    invoke-virtual {p0, p1, p2, p3}, Ljava/util/Calendar;->set(III)V
    const/16 v0, 11
    invoke-virtual {p0, v0, p4}, Ljava/util/Calendar;->set(II)V
    const/16 v0, 12
    invoke-virtual {p0, v0, p5}, Ljava/util/Calendar;->set(II)V
    return-void
.end method

.method public final set(IIIIII)V
    .registers 9
    invoke-virtual/range {p0 .. p5}, Ljava/util/Calendar;->set(IIIII)V
    const/16 v0, 13
    invoke-virtual {p0, v0, p6}, Ljava/util/Calendar;->set(II)V
    return-void
.end method

.method public final clear()V
    .registers 4
    const/4 v0, 0
    :loop
    const/16 v1, 17
    if-ge v0, v1, :done
    const/4 v1, 0
    iget-object v2, p0, Ljava/util/Calendar;->fields:[I
    aput v1, v2, v0
    iget-object v2, p0, Ljava/util/Calendar;->stamp:[I
    aput v1, v2, v0
    add-int/lit8 v0, v0, 1
    goto :loop
    :done
    const/4 v0, 0
    iput-boolean v0, p0, Ljava/util/Calendar;->isTimeSet:Z
    iput-boolean v0, p0, Ljava/util/Calendar;->areFieldsSet:Z
    return-void
.end method

.method public final clear(I)V
    .registers 4
    iget-boolean v0, p0, Ljava/util/Calendar;->isTimeSet:Z
    if-eqz v0, :put
    iget-boolean v0, p0, Ljava/util/Calendar;->areFieldsSet:Z
    if-nez v0, :put
    invoke-virtual {p0}, Ljava/util/Calendar;->computeFields()V
    :put
    const/4 v1, 0
    iget-object v0, p0, Ljava/util/Calendar;->fields:[I
    aput v1, v0, p1
    iget-object v0, p0, Ljava/util/Calendar;->stamp:[I
    aput v1, v0, p1
    iput-boolean v1, p0, Ljava/util/Calendar;->isTimeSet:Z
    iput-boolean v1, p0, Ljava/util/Calendar;->areFieldsSet:Z
    return-void
.end method

.method public final isSet(I)Z
    .registers 3
    iget-object v0, p0, Ljava/util/Calendar;->stamp:[I
    aget v0, v0, p1
    if-eqz v0, :no
    const/4 v0, 1
    :no
    return v0
.end method

.method public getTimeInMillis()J
    .registers 3
    iget-boolean v0, p0, Ljava/util/Calendar;->isTimeSet:Z
    if-nez v0, :done
    invoke-virtual {p0}, Ljava/util/Calendar;->computeTime()V
    :done
    iget-wide v0, p0, Ljava/util/Calendar;->time:J
    return-wide v0
.end method

.method public setTimeInMillis(J)V
    .registers 4
    iput-wide p1, p0, Ljava/util/Calendar;->time:J
    const/4 v0, 1
    iput-boolean v0, p0, Ljava/util/Calendar;->isTimeSet:Z
    invoke-virtual {p0}, Ljava/util/Calendar;->computeFields()V
    return-void
.end method

.method public final getTime()Ljava/util/Date;
    .registers 4
    new-instance v0, Ljava/util/Date;
    invoke-virtual {p0}, Ljava/util/Calendar;->getTimeInMillis()J
    move-result-wide v1
    invoke-direct {v0, v1, v2}, Ljava/util/Date;-><init>(J)V
    return-object v0
.end method

.method public final setTime(Ljava/util/Date;)V
    .registers 4
    invoke-virtual {p1}, Ljava/util/Date;->getTime()J
    move-result-wide v0
    invoke-virtual {p0, v0, v1}, Ljava/util/Calendar;->setTimeInMillis(J)V
    return-void
.end method

.method public add(II)V
    .registers 11
    invoke-virtual {p0}, Ljava/util/Calendar;->complete()V
    iget-wide v0, p0, Ljava/util/Calendar;->time:J
    iget-object v2, p0, Ljava/util/Calendar;->zone:Ljava/util/TimeZone;
    invoke-virtual {v2, v0, v1}, Ljava/util/TimeZone;->getOffset(J)I
    move-result v2
    move v3, p1
    move v4, p2
    iget v5, p0, Ljava/util/Calendar;->firstDayOfWeek:I
    iget v6, p0, Ljava/util/Calendar;->minimalDaysInFirstWeek:I
    invoke-static/range {v0 .. v6}, Ljava/util/Calendar;->add0(JIIIII)J
    move-result-wide v0
    invoke-virtual {p0, v0, v1}, Ljava/util/Calendar;->setTimeInMillis(J)V
    return-void
.end method

.method public roll(II)V
    .registers 11
    invoke-virtual {p0}, Ljava/util/Calendar;->complete()V
    iget-wide v0, p0, Ljava/util/Calendar;->time:J
    iget-object v2, p0, Ljava/util/Calendar;->zone:Ljava/util/TimeZone;
    invoke-virtual {v2, v0, v1}, Ljava/util/TimeZone;->getOffset(J)I
    move-result v2
    move v3, p1
    move v4, p2
    iget v5, p0, Ljava/util/Calendar;->firstDayOfWeek:I
    iget v6, p0, Ljava/util/Calendar;->minimalDaysInFirstWeek:I
    invoke-static/range {v0 .. v6}, Ljava/util/Calendar;->roll0(JIIIII)J
    move-result-wide v0
    invoke-virtual {p0, v0, v1}, Ljava/util/Calendar;->setTimeInMillis(J)V
    return-void
.end method

.method public roll(IZ)V
    .registers 4
    const/4 v0, -1
    if-eqz p2, :down
    const/4 v0, 1
    :down
    invoke-virtual {p0, p1, v0}, Ljava/util/Calendar;->roll(II)V
    return-void
.end method

.method public getActualMaximum(I)I
    .registers 9
    invoke-virtual {p0}, Ljava/util/Calendar;->complete()V
    iget-wide v0, p0, Ljava/util/Calendar;->time:J
    iget-object v2, p0, Ljava/util/Calendar;->zone:Ljava/util/TimeZone;
    invoke-virtual {v2, v0, v1}, Ljava/util/TimeZone;->getOffset(J)I
    move-result v2
    move v3, p1
    iget v4, p0, Ljava/util/Calendar;->firstDayOfWeek:I
    iget v5, p0, Ljava/util/Calendar;->minimalDaysInFirstWeek:I
    invoke-static/range {v0 .. v5}, Ljava/util/Calendar;->actualMax0(JIIII)I
    move-result v0
    return v0
.end method

.method public getMinimum(I)I
    .registers 3
    const/4 v0, 0
    invoke-static {p1, v0}, Ljava/util/Calendar;->limit0(II)I
    move-result v0
    return v0
.end method

.method public getMaximum(I)I
    .registers 3
    const/4 v0, 1
    invoke-static {p1, v0}, Ljava/util/Calendar;->limit0(II)I
    move-result v0
    return v0
.end method

.method public getGreatestMinimum(I)I
    .registers 3
    const/4 v0, 0
    invoke-static {p1, v0}, Ljava/util/Calendar;->limit0(II)I
    move-result v0
    return v0
.end method

.method public getLeastMaximum(I)I
    .registers 3
    const/4 v0, 2
    invoke-static {p1, v0}, Ljava/util/Calendar;->limit0(II)I
    move-result v0
    return v0
.end method

.method public getActualMinimum(I)I
    .registers 3
    const/4 v0, 0
    invoke-static {p1, v0}, Ljava/util/Calendar;->limit0(II)I
    move-result v0
    return v0
.end method

.method public getTimeZone()Ljava/util/TimeZone;
    .registers 2
    iget-object v0, p0, Ljava/util/Calendar;->zone:Ljava/util/TimeZone;
    return-object v0
.end method

# The fields are recomputed from the time under the new zone.
.method public setTimeZone(Ljava/util/TimeZone;)V
    .registers 3
    invoke-virtual {p0}, Ljava/util/Calendar;->complete()V
    iput-object p1, p0, Ljava/util/Calendar;->zone:Ljava/util/TimeZone;
    const/4 v0, 0
    iput-boolean v0, p0, Ljava/util/Calendar;->areFieldsSet:Z
    return-void
.end method

.method public isLenient()Z
    .registers 2
    iget-boolean v0, p0, Ljava/util/Calendar;->lenient:Z
    return v0
.end method

# The fields are recomputed from the time under the new lenient.
.method public setLenient(Z)V
    .registers 3
    invoke-virtual {p0}, Ljava/util/Calendar;->complete()V
    iput-boolean p1, p0, Ljava/util/Calendar;->lenient:Z
    const/4 v0, 0
    iput-boolean v0, p0, Ljava/util/Calendar;->areFieldsSet:Z
    return-void
.end method

.method public getFirstDayOfWeek()I
    .registers 2
    iget v0, p0, Ljava/util/Calendar;->firstDayOfWeek:I
    return v0
.end method

# The fields are recomputed from the time under the new firstDayOfWeek.
.method public setFirstDayOfWeek(I)V
    .registers 3
    invoke-virtual {p0}, Ljava/util/Calendar;->complete()V
    iput p1, p0, Ljava/util/Calendar;->firstDayOfWeek:I
    const/4 v0, 0
    iput-boolean v0, p0, Ljava/util/Calendar;->areFieldsSet:Z
    return-void
.end method

.method public getMinimalDaysInFirstWeek()I
    .registers 2
    iget v0, p0, Ljava/util/Calendar;->minimalDaysInFirstWeek:I
    return v0
.end method

# The fields are recomputed from the time under the new minimalDaysInFirstWeek.
.method public setMinimalDaysInFirstWeek(I)V
    .registers 3
    invoke-virtual {p0}, Ljava/util/Calendar;->complete()V
    iput p1, p0, Ljava/util/Calendar;->minimalDaysInFirstWeek:I
    const/4 v0, 0
    iput-boolean v0, p0, Ljava/util/Calendar;->areFieldsSet:Z
    return-void
.end method

.method public compareTo(Ljava/util/Calendar;)I
    .registers 6
    invoke-virtual {p0}, Ljava/util/Calendar;->getTimeInMillis()J
    move-result-wide v0
    invoke-virtual {p1}, Ljava/util/Calendar;->getTimeInMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    return v0
.end method

.method public bridge synthetic compareTo(Ljava/lang/Object;)I
    .registers 3
    check-cast p1, Ljava/util/Calendar;
    invoke-virtual {p0, p1}, Ljava/util/Calendar;->compareTo(Ljava/util/Calendar;)I
    move-result v0
    return v0
.end method

.method public before(Ljava/lang/Object;)Z
    .registers 3
    instance-of v0, p1, Ljava/util/Calendar;
    if-eqz v0, :no
    check-cast p1, Ljava/util/Calendar;
    invoke-virtual {p0, p1}, Ljava/util/Calendar;->compareTo(Ljava/util/Calendar;)I
    move-result v0
    if-gez v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public after(Ljava/lang/Object;)Z
    .registers 3
    instance-of v0, p1, Ljava/util/Calendar;
    if-eqz v0, :no
    check-cast p1, Ljava/util/Calendar;
    invoke-virtual {p0, p1}, Ljava/util/Calendar;->compareTo(Ljava/util/Calendar;)I
    move-result v0
    if-lez v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

# Same time, leniency, week rules and zone (the JDK's Calendar.equals).
.method public equals(Ljava/lang/Object;)Z
    .registers 7
    const/4 v0, 0
    instance-of v1, p1, Ljava/util/Calendar;
    if-eqz v1, :no
    check-cast p1, Ljava/util/Calendar;
    invoke-virtual {p0, p1}, Ljava/util/Calendar;->compareTo(Ljava/util/Calendar;)I
    move-result v1
    if-nez v1, :no
    iget-boolean v1, p0, Ljava/util/Calendar;->lenient:Z
    iget-boolean v2, p1, Ljava/util/Calendar;->lenient:Z
    if-ne v1, v2, :no
    iget v1, p0, Ljava/util/Calendar;->firstDayOfWeek:I
    iget v2, p1, Ljava/util/Calendar;->firstDayOfWeek:I
    if-ne v1, v2, :no
    iget v1, p0, Ljava/util/Calendar;->minimalDaysInFirstWeek:I
    iget v2, p1, Ljava/util/Calendar;->minimalDaysInFirstWeek:I
    if-ne v1, v2, :no
    iget-object v1, p0, Ljava/util/Calendar;->zone:Ljava/util/TimeZone;
    iget-object v2, p1, Ljava/util/Calendar;->zone:Ljava/util/TimeZone;
    invoke-virtual {v1, v2}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v0
    :no
    return v0
.end method

.method public hashCode()I
    .registers 6
    iget-boolean v0, p0, Ljava/util/Calendar;->lenient:Z
    iget v1, p0, Ljava/util/Calendar;->firstDayOfWeek:I
    shl-int/lit8 v1, v1, 1
    or-int/2addr v0, v1
    iget v1, p0, Ljava/util/Calendar;->minimalDaysInFirstWeek:I
    shl-int/lit8 v1, v1, 4
    or-int/2addr v0, v1
    iget-object v1, p0, Ljava/util/Calendar;->zone:Ljava/util/TimeZone;
    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I
    move-result v1
    shl-int/lit8 v1, v1, 7
    or-int/2addr v0, v1
    invoke-virtual {p0}, Ljava/util/Calendar;->getTimeInMillis()J
    move-result-wide v1
    long-to-int v3, v1
    xor-int/2addr v0, v3
    const/16 v3, 32
    shr-long/2addr v1, v3
    long-to-int v1, v1
    xor-int/2addr v0, v1
    return v0
.end method

.method public clone()Ljava/lang/Object;
    .registers 4
    :try
    invoke-super {p0}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    :try_end
    .catch Ljava/lang/CloneNotSupportedException; {:try .. :try_end} :never
    check-cast v0, Ljava/util/Calendar;
    iget-object v1, p0, Ljava/util/Calendar;->fields:[I
    invoke-virtual {v1}, [I->clone()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, [I
    iput-object v1, v0, Ljava/util/Calendar;->fields:[I
    iget-object v1, p0, Ljava/util/Calendar;->stamp:[I
    invoke-virtual {v1}, [I->clone()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, [I
    iput-object v1, v0, Ljava/util/Calendar;->stamp:[I
    iget-object v1, p0, Ljava/util/Calendar;->zone:Ljava/util/TimeZone;
    invoke-virtual {v1}, Ljava/util/TimeZone;->clone()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/util/TimeZone;
    iput-object v1, v0, Ljava/util/Calendar;->zone:Ljava/util/TimeZone;
    return-object v0
    :never
    move-exception v0
    new-instance v1, Ljava/lang/InternalError;
    invoke-direct {v1}, Ljava/lang/InternalError;-><init>()V
    throw v1
.end method
