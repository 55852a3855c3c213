.class public Ljava/util/GregorianCalendar;
.super Ljava/util/Calendar;
.source "GregorianCalendar.java"

# java.util.GregorianCalendar (JDK 17 API) on Calendar's machinery, proleptic
# Gregorian: the JDK's Julian dates before 1582-10-15 are not reproduced (setting the
# cutover is not provided); isLeapYear follows the JDK (Julian rule before 1582).

.field public static final BC:I = 0x0
.field public static final AD:I = 0x1

.method public constructor <init>()V
    .registers 3
    invoke-static {}, Ljava/util/TimeZone;->getDefault()Ljava/util/TimeZone;
    move-result-object v0
    invoke-static {}, Ljava/util/Locale;->getDefault()Ljava/util/Locale;
    move-result-object v1
    invoke-direct {p0, v0, v1}, Ljava/util/GregorianCalendar;-><init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    return-void
.end method

.method public constructor <init>(Ljava/util/TimeZone;)V
    .registers 3
    invoke-static {}, Ljava/util/Locale;->getDefault()Ljava/util/Locale;
    move-result-object v0
    invoke-direct {p0, p1, v0}, Ljava/util/GregorianCalendar;-><init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    return-void
.end method

.method public constructor <init>(Ljava/util/Locale;)V
    .registers 3
    invoke-static {}, Ljava/util/TimeZone;->getDefault()Ljava/util/TimeZone;
    move-result-object v0
    invoke-direct {p0, v0, p1}, Ljava/util/GregorianCalendar;-><init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    return-void
.end method

.method public constructor <init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    .registers 5
    invoke-direct {p0, p1, p2}, Ljava/util/Calendar;-><init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    invoke-virtual {p0, v0, v1}, Ljava/util/GregorianCalendar;->setTimeInMillis(J)V
    return-void
.end method

.method public constructor <init>(III)V
    .registers 11
    const/4 v4, 0
    const/4 v5, 0
    const/4 v6, 0
    move-object v0, p0
    move v1, p1
    move v2, p2
    move v3, p3
    invoke-direct/range {v0 .. v6}, Ljava/util/GregorianCalendar;-><init>(IIIIII)V
    return-void
.end method

.method public constructor <init>(IIIII)V
    .registers 13
    const/4 v6, 0
    move-object v0, p0
    move v1, p1
    move v2, p2
    move v3, p3
    move v4, p4
    move v5, p5
    invoke-direct/range {v0 .. v6}, Ljava/util/GregorianCalendar;-><init>(IIIIII)V
    return-void
.end method

# The fields set in the default zone; the time is computed at the first get.
.method public constructor <init>(IIIIII)V
    .registers 10
    invoke-static {}, Ljava/util/TimeZone;->getDefault()Ljava/util/TimeZone;
    move-result-object v0
    invoke-static {}, Ljava/util/Locale;->getDefault()Ljava/util/Locale;
    move-result-object v1
    invoke-direct {p0, v0, v1}, Ljava/util/Calendar;-><init>(Ljava/util/TimeZone;Ljava/util/Locale;)V
    invoke-virtual/range {p0 .. p6}, Ljava/util/GregorianCalendar;->set(IIIIII)V
    return-void
.end method

.method public isLeapYear(I)Z
    .registers 4
    const/16 v0, 1582
    if-gt p1, v0, :gregorian
    if-eq p1, v0, :no
    and-int/lit8 v0, p1, 3
    if-nez v0, :no
    const/4 v0, 1
    return v0
    :gregorian
    and-int/lit8 v0, p1, 3
    if-nez v0, :no
    rem-int/lit8 v0, p1, 100
    if-nez v0, :yes
    rem-int/lit16 v0, p1, 400
    if-nez v0, :no
    :yes
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

# Calendar's hash code with the JDK's cutover day (1582-10-15 as fixed date 577736).
.method public hashCode()I
    .registers 3
    invoke-super {p0}, Ljava/util/Calendar;->hashCode()I
    move-result v0
    const v1, 577736
    xor-int/2addr v0, v1
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 3
    instance-of v0, p1, Ljava/util/GregorianCalendar;
    if-eqz v0, :no
    invoke-super {p0, p1}, Ljava/util/Calendar;->equals(Ljava/lang/Object;)Z
    move-result v0
    :no
    return v0
.end method
