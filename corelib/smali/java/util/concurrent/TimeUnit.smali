.class public final enum Ljava/util/concurrent/TimeUnit;
.super Ljava/lang/Enum;
.source "TimeUnit.java"

# java.util.concurrent.TimeUnit as JDK 17: each unit is its length in nanoseconds
# (scale), and every conversion is cvt(), which saturates at Long.MIN/MAX_VALUE instead
# of overflowing (the JDK's special cases per unit give the same results).

.field private static final synthetic $VALUES:[Ljava/util/concurrent/TimeUnit;
.field public static final enum NANOSECONDS:Ljava/util/concurrent/TimeUnit;
.field public static final enum MICROSECONDS:Ljava/util/concurrent/TimeUnit;
.field public static final enum MILLISECONDS:Ljava/util/concurrent/TimeUnit;
.field public static final enum SECONDS:Ljava/util/concurrent/TimeUnit;
.field public static final enum MINUTES:Ljava/util/concurrent/TimeUnit;
.field public static final enum HOURS:Ljava/util/concurrent/TimeUnit;
.field public static final enum DAYS:Ljava/util/concurrent/TimeUnit;
.field private final scale:J

.method static constructor <clinit>()V
    .registers 12
    new-instance v7, Ljava/util/concurrent/TimeUnit;
    const-string v8, "NANOSECONDS"
    const/4 v9, 0
    const-wide v10, 0x1L
    invoke-direct/range {v7 .. v11}, Ljava/util/concurrent/TimeUnit;-><init>(Ljava/lang/String;IJ)V
    sput-object v7, Ljava/util/concurrent/TimeUnit;->NANOSECONDS:Ljava/util/concurrent/TimeUnit;
    move-object v0, v7
    new-instance v7, Ljava/util/concurrent/TimeUnit;
    const-string v8, "MICROSECONDS"
    const/4 v9, 1
    const-wide v10, 0x3e8L
    invoke-direct/range {v7 .. v11}, Ljava/util/concurrent/TimeUnit;-><init>(Ljava/lang/String;IJ)V
    sput-object v7, Ljava/util/concurrent/TimeUnit;->MICROSECONDS:Ljava/util/concurrent/TimeUnit;
    move-object v1, v7
    new-instance v7, Ljava/util/concurrent/TimeUnit;
    const-string v8, "MILLISECONDS"
    const/4 v9, 2
    const-wide v10, 0xf4240L
    invoke-direct/range {v7 .. v11}, Ljava/util/concurrent/TimeUnit;-><init>(Ljava/lang/String;IJ)V
    sput-object v7, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;
    move-object v2, v7
    new-instance v7, Ljava/util/concurrent/TimeUnit;
    const-string v8, "SECONDS"
    const/4 v9, 3
    const-wide v10, 0x3b9aca00L
    invoke-direct/range {v7 .. v11}, Ljava/util/concurrent/TimeUnit;-><init>(Ljava/lang/String;IJ)V
    sput-object v7, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;
    move-object v3, v7
    new-instance v7, Ljava/util/concurrent/TimeUnit;
    const-string v8, "MINUTES"
    const/4 v9, 4
    const-wide v10, 0xdf8475800L
    invoke-direct/range {v7 .. v11}, Ljava/util/concurrent/TimeUnit;-><init>(Ljava/lang/String;IJ)V
    sput-object v7, Ljava/util/concurrent/TimeUnit;->MINUTES:Ljava/util/concurrent/TimeUnit;
    move-object v4, v7
    new-instance v7, Ljava/util/concurrent/TimeUnit;
    const-string v8, "HOURS"
    const/4 v9, 5
    const-wide v10, 0x34630b8a000L
    invoke-direct/range {v7 .. v11}, Ljava/util/concurrent/TimeUnit;-><init>(Ljava/lang/String;IJ)V
    sput-object v7, Ljava/util/concurrent/TimeUnit;->HOURS:Ljava/util/concurrent/TimeUnit;
    move-object v5, v7
    new-instance v7, Ljava/util/concurrent/TimeUnit;
    const-string v8, "DAYS"
    const/4 v9, 6
    const-wide v10, 0x4e94914f0000L
    invoke-direct/range {v7 .. v11}, Ljava/util/concurrent/TimeUnit;-><init>(Ljava/lang/String;IJ)V
    sput-object v7, Ljava/util/concurrent/TimeUnit;->DAYS:Ljava/util/concurrent/TimeUnit;
    move-object v6, v7
    filled-new-array/range {v0 .. v6}, [Ljava/util/concurrent/TimeUnit;
    move-result-object v0
    sput-object v0, Ljava/util/concurrent/TimeUnit;->$VALUES:[Ljava/util/concurrent/TimeUnit;
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;IJ)V
    .registers 5
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    iput-wide p3, p0, Ljava/util/concurrent/TimeUnit;->scale:J
    return-void
.end method

.method public static values()[Ljava/util/concurrent/TimeUnit;
    .registers 1
    sget-object v0, Ljava/util/concurrent/TimeUnit;->$VALUES:[Ljava/util/concurrent/TimeUnit;
    invoke-virtual {v0}, [Ljava/util/concurrent/TimeUnit;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Ljava/util/concurrent/TimeUnit;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Ljava/util/concurrent/TimeUnit;
    .registers 2
    const-class v0, Ljava/util/concurrent/TimeUnit;
    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Ljava/util/concurrent/TimeUnit;
    return-object v0
.end method

# JDK: d in units of src as units of dst (both scales in nanoseconds), saturating.
.method private static cvt(JJJ)J
    .registers 14
    cmp-long v0, p4, p2
    if-nez v0, :differ
    return-wide p0
    :differ
    if-gez v0, :finer
    div-long v0, p2, p4
    div-long v0, p0, v0
    return-wide v0
    :finer
    div-long v0, p4, p2
    const-wide v2, 0x7fffffffffffffffL
    div-long v4, v2, v0
    cmp-long v6, p0, v4
    if-lez v6, :notmax
    return-wide v2
    :notmax
    neg-long v4, v4
    cmp-long v6, p0, v4
    if-gez v6, :fits
    const-wide/high16 v2, -0x8000000000000000L
    return-wide v2
    :fits
    mul-long v0, p0, v0
    return-wide v0
.end method

.method public toNanos(J)J
    .registers 9
    move-wide v0, p1
    const-wide v2, 0x1L
    iget-wide v4, p0, Ljava/util/concurrent/TimeUnit;->scale:J
    invoke-static/range {v0 .. v5}, Ljava/util/concurrent/TimeUnit;->cvt(JJJ)J
    move-result-wide v0
    return-wide v0
.end method

.method public toMicros(J)J
    .registers 9
    move-wide v0, p1
    const-wide v2, 0x3e8L
    iget-wide v4, p0, Ljava/util/concurrent/TimeUnit;->scale:J
    invoke-static/range {v0 .. v5}, Ljava/util/concurrent/TimeUnit;->cvt(JJJ)J
    move-result-wide v0
    return-wide v0
.end method

.method public toMillis(J)J
    .registers 9
    move-wide v0, p1
    const-wide v2, 0xf4240L
    iget-wide v4, p0, Ljava/util/concurrent/TimeUnit;->scale:J
    invoke-static/range {v0 .. v5}, Ljava/util/concurrent/TimeUnit;->cvt(JJJ)J
    move-result-wide v0
    return-wide v0
.end method

.method public toSeconds(J)J
    .registers 9
    move-wide v0, p1
    const-wide v2, 0x3b9aca00L
    iget-wide v4, p0, Ljava/util/concurrent/TimeUnit;->scale:J
    invoke-static/range {v0 .. v5}, Ljava/util/concurrent/TimeUnit;->cvt(JJJ)J
    move-result-wide v0
    return-wide v0
.end method

.method public toMinutes(J)J
    .registers 9
    move-wide v0, p1
    const-wide v2, 0xdf8475800L
    iget-wide v4, p0, Ljava/util/concurrent/TimeUnit;->scale:J
    invoke-static/range {v0 .. v5}, Ljava/util/concurrent/TimeUnit;->cvt(JJJ)J
    move-result-wide v0
    return-wide v0
.end method

.method public toHours(J)J
    .registers 9
    move-wide v0, p1
    const-wide v2, 0x34630b8a000L
    iget-wide v4, p0, Ljava/util/concurrent/TimeUnit;->scale:J
    invoke-static/range {v0 .. v5}, Ljava/util/concurrent/TimeUnit;->cvt(JJJ)J
    move-result-wide v0
    return-wide v0
.end method

.method public toDays(J)J
    .registers 9
    move-wide v0, p1
    const-wide v2, 0x4e94914f0000L
    iget-wide v4, p0, Ljava/util/concurrent/TimeUnit;->scale:J
    invoke-static/range {v0 .. v5}, Ljava/util/concurrent/TimeUnit;->cvt(JJJ)J
    move-result-wide v0
    return-wide v0
.end method

# This unit's amount of d sourceUnits.
.method public convert(JLjava/util/concurrent/TimeUnit;)J
    .registers 10
    move-wide v0, p1
    iget-wide v2, p0, Ljava/util/concurrent/TimeUnit;->scale:J
    iget-wide v4, p3, Ljava/util/concurrent/TimeUnit;->scale:J
    invoke-static/range {v0 .. v5}, Ljava/util/concurrent/TimeUnit;->cvt(JJJ)J
    move-result-wide v0
    return-wide v0
.end method

# Milliseconds for Thread.sleep/Object.wait/Thread.join, rounded up from the excess
# nanoseconds as JDK 17's Thread.sleep(millis, nanos) does (>= 500000, or any when
# millis is 0).
.method private waitMillis(J)J
    .registers 12
    invoke-virtual {p0, p1, p2}, Ljava/util/concurrent/TimeUnit;->toMillis(J)J
    move-result-wide v0
    iget-wide v2, p0, Ljava/util/concurrent/TimeUnit;->scale:J
    const-wide/16 v4, 0x3e8
    cmp-long v6, v2, v4
    if-gtz v6, :whole
    invoke-virtual {p0, p1, p2}, Ljava/util/concurrent/TimeUnit;->toNanos(J)J
    move-result-wide v2
    const-wide/32 v4, 0xf4240
    rem-long v2, v2, v4
    const-wide/16 v4, 0
    cmp-long v6, v2, v4
    if-eqz v6, :whole
    const-wide/32 v4, 0x7a120
    cmp-long v6, v2, v4
    if-gez v6, :up
    const-wide/16 v4, 0
    cmp-long v6, v0, v4
    if-nez v6, :whole
    :up
    const-wide/16 v4, 1
    add-long/2addr v0, v4
    :whole
    return-wide v0
.end method

.method public sleep(J)V
    .registers 6
    const-wide/16 v0, 0
    cmp-long v0, p1, v0
    if-lez v0, :positive
    return-void
    :positive
    invoke-direct {p0, p1, p2}, Ljava/util/concurrent/TimeUnit;->waitMillis(J)J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Thread;->sleep(J)V
    return-void
.end method

.method public timedJoin(Ljava/lang/Thread;J)V
    .registers 7
    const-wide/16 v0, 0
    cmp-long v0, p2, v0
    if-lez v0, :positive
    return-void
    :positive
    invoke-direct {p0, p2, p3}, Ljava/util/concurrent/TimeUnit;->waitMillis(J)J
    move-result-wide v0
    invoke-virtual {p1, v0, v1}, Ljava/lang/Thread;->join(J)V
    return-void
.end method

.method public timedWait(Ljava/lang/Object;J)V
    .registers 7
    const-wide/16 v0, 0
    cmp-long v0, p2, v0
    if-lez v0, :positive
    return-void
    :positive
    invoke-direct {p0, p2, p3}, Ljava/util/concurrent/TimeUnit;->waitMillis(J)J
    move-result-wide v0
    invoke-virtual {p1, v0, v1}, Ljava/lang/Object;->wait(J)V
    return-void
.end method
