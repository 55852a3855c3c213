.class public abstract Ljava/util/TimeZone;
.super Ljava/lang/Object;
.source "TimeZone.java"
.implements Ljava/io/Serializable;
.implements Ljava/lang/Cloneable;

# java.util.TimeZone (JDK 17 API) without a time zone database: getTimeZone knows "UTC",
# "GMT" and the custom IDs "GMT+hh:mm" (also "GMT-h", "GMT+hhmm"; normalized as the
# JDK's), each a SimpleTimeZone with a fixed offset; any other ID gives GMT, as the JDK
# does for IDs it does not know. The default zone is UTC (docs/time.md); setDefault(null)
# restores it. Display names: UTC and GMT have the JDK's English ones, a custom zone its
# ID, any other the custom ID of its offset.

.field public static final SHORT:I = 0x0
.field public static final LONG:I = 0x1

.field private static defaultTimeZone:Ljava/util/TimeZone;

.field private ID:Ljava/lang/String;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public abstract getOffset(IIIIII)I
.end method

.method public abstract setRawOffset(I)V
.end method

.method public abstract getRawOffset()I
.end method

.method public abstract useDaylightTime()Z
.end method

.method public abstract inDaylightTime(Ljava/util/Date;)Z
.end method

# The offset from UTC at `date`: the raw offset, plus the DST savings when in DST.
.method public getOffset(J)I
    .registers 6
    invoke-virtual {p0}, Ljava/util/TimeZone;->getRawOffset()I
    move-result v0
    new-instance v1, Ljava/util/Date;
    invoke-direct {v1, p1, p2}, Ljava/util/Date;-><init>(J)V
    invoke-virtual {p0, v1}, Ljava/util/TimeZone;->inDaylightTime(Ljava/util/Date;)Z
    move-result v1
    if-eqz v1, :std
    invoke-virtual {p0}, Ljava/util/TimeZone;->getDSTSavings()I
    move-result v1
    add-int/2addr v0, v1
    :std
    return v0
.end method

.method public getID()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Ljava/util/TimeZone;->ID:Ljava/lang/String;
    return-object v0
.end method

.method public setID(Ljava/lang/String;)V
    .registers 3
    if-eqz p1, :npe
    iput-object p1, p0, Ljava/util/TimeZone;->ID:Ljava/lang/String;
    return-void
    :npe
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
.end method

.method public final getDisplayName()Ljava/lang/String;
    .registers 4
    const/4 v0, 0
    const/4 v1, 1
    invoke-static {}, Ljava/util/Locale;->getDefault()Ljava/util/Locale;
    move-result-object v2
    invoke-virtual {p0, v0, v1, v2}, Ljava/util/TimeZone;->getDisplayName(ZILjava/util/Locale;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final getDisplayName(Ljava/util/Locale;)Ljava/lang/String;
    .registers 4
    const/4 v0, 0
    const/4 v1, 1
    invoke-virtual {p0, v0, v1, p1}, Ljava/util/TimeZone;->getDisplayName(ZILjava/util/Locale;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final getDisplayName(ZI)Ljava/lang/String;
    .registers 4
    invoke-static {}, Ljava/util/Locale;->getDefault()Ljava/util/Locale;
    move-result-object v0
    invoke-virtual {p0, p1, p2, v0}, Ljava/util/TimeZone;->getDisplayName(ZILjava/util/Locale;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

# English names whatever the locale (there are no others here).
.method public getDisplayName(ZILjava/util/Locale;)Ljava/lang/String;
    .registers 7
    if-eqz p2, :style_ok
    const/4 v0, 1
    if-eq p2, v0, :style_ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "Illegal style: "
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :style_ok
    invoke-static {p3}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    iget-object v0, p0, Ljava/util/TimeZone;->ID:Ljava/lang/String;
    const-string v1, "UTC"
    invoke-virtual {v1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :gmt
    if-eqz p2, :short
    const-string v0, "Coordinated Universal Time"
    :short
    return-object v0
    :gmt
    const-string v1, "GMT"
    invoke-virtual {v1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :custom
    if-eqz p2, :short
    const-string v0, "Greenwich Mean Time"
    return-object v0
    # any other ID: itself when it is "GMT" and a sign, else the custom ID of the offset
    :custom
    const-string v1, "GMT+"
    invoke-virtual {v0, v1}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v1
    if-nez v1, :short
    const-string v1, "GMT-"
    invoke-virtual {v0, v1}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v1
    if-nez v1, :short
    invoke-virtual {p0}, Ljava/util/TimeZone;->getRawOffset()I
    move-result v0
    if-eqz p1, :std
    invoke-virtual {p0}, Ljava/util/TimeZone;->getDSTSavings()I
    move-result v1
    add-int/2addr v0, v1
    :std
    const/4 v1, 0
    invoke-static {v0, v1}, Ljava/util/TimeZone;->customId(IZ)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public getDSTSavings()I
    .registers 2
    invoke-virtual {p0}, Ljava/util/TimeZone;->useDaylightTime()Z
    move-result v0
    if-eqz v0, :none
    const v0, 3600000
    :none
    return v0
.end method

.method public observesDaylightTime()Z
    .registers 2
    invoke-virtual {p0}, Ljava/util/TimeZone;->useDaylightTime()Z
    move-result v0
    return v0
.end method

.method public hasSameRules(Ljava/util/TimeZone;)Z
    .registers 5
    const/4 v0, 0
    if-eqz p1, :no
    invoke-virtual {p0}, Ljava/util/TimeZone;->getRawOffset()I
    move-result v1
    invoke-virtual {p1}, Ljava/util/TimeZone;->getRawOffset()I
    move-result v2
    if-ne v1, v2, :no
    invoke-virtual {p0}, Ljava/util/TimeZone;->useDaylightTime()Z
    move-result v1
    invoke-virtual {p1}, Ljava/util/TimeZone;->useDaylightTime()Z
    move-result v2
    if-ne v1, v2, :no
    const/4 v0, 1
    :no
    return v0
.end method

.method private static native parseCustom(Ljava/lang/String;)J
.end method

.method private static native customId(IZ)Ljava/lang/String;
.end method

.method public static declared-synchronized getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    .registers 7
    invoke-static {p0}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    const/4 v0, 0
    const-string v1, "UTC"
    invoke-virtual {v1, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :fixed
    const-string v1, "GMT"
    invoke-virtual {v1, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :fixed
    invoke-static {p0}, Ljava/util/TimeZone;->parseCustom(Ljava/lang/String;)J
    move-result-wide v2
    const-wide/high16 v4, -0x8000000000000000L
    cmp-long v4, v2, v4
    if-eqz v4, :fixed
    long-to-int v0, v2
    # "GMT-0" keeps its sign
    const/16 v2, 0x2d
    invoke-virtual {p0, v2}, Ljava/lang/String;->indexOf(I)I
    move-result v2
    if-ltz v2, :plus
    const/4 v2, 1
    goto :id
    :plus
    const/4 v2, 0
    :id
    invoke-static {v0, v2}, Ljava/util/TimeZone;->customId(IZ)Ljava/lang/String;
    move-result-object v1
    :fixed
    new-instance v2, Ljava/util/SimpleTimeZone;
    invoke-direct {v2, v0, v1}, Ljava/util/SimpleTimeZone;-><init>(ILjava/lang/String;)V
    return-object v2
.end method

# The default zone itself (Date and Calendar read it without a copy).
.method static declared-synchronized getDefaultRef()Ljava/util/TimeZone;
    .registers 2
    sget-object v0, Ljava/util/TimeZone;->defaultTimeZone:Ljava/util/TimeZone;
    if-nez v0, :done
    const-string v0, "UTC"
    invoke-static {v0}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;
    move-result-object v0
    sput-object v0, Ljava/util/TimeZone;->defaultTimeZone:Ljava/util/TimeZone;
    :done
    return-object v0
.end method

.method public static getDefault()Ljava/util/TimeZone;
    .registers 1
    invoke-static {}, Ljava/util/TimeZone;->getDefaultRef()Ljava/util/TimeZone;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/TimeZone;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/TimeZone;
    return-object v0
.end method

.method public static declared-synchronized setDefault(Ljava/util/TimeZone;)V
    .registers 1
    sput-object p0, Ljava/util/TimeZone;->defaultTimeZone:Ljava/util/TimeZone;
    return-void
.end method

.method public clone()Ljava/lang/Object;
    .registers 3
    :try
    invoke-super {p0}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    :try_end
    .catch Ljava/lang/CloneNotSupportedException; {:try .. :try_end} :never
    return-object v0
    :never
    move-exception v0
    new-instance v1, Ljava/lang/InternalError;
    invoke-direct {v1}, Ljava/lang/InternalError;-><init>()V
    throw v1
.end method
