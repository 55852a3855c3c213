# Deterministic random numbers for the benchmarks: Knuth's MMIX 64-bit LCG
# (s = s * 6364136223846793005 + 1442695040888963407); next() returns the top 53 bits
# of the state as a double in [0, 1). Used instead of Math.random so every run, on
# every VM, sees the same inputs.
.class final LRng;
.super Ljava/lang/Object;

.field s:J

.method constructor <init>(J)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-wide p1, p0, LRng;->s:J
    return-void
.end method

.method next()D
    .locals 4
    iget-wide v0, p0, LRng;->s:J
    const-wide v2, 6364136223846793005L
    mul-long/2addr v0, v2
    const-wide v2, 1442695040888963407L
    add-long/2addr v0, v2
    iput-wide v0, p0, LRng;->s:J
    const/16 v2, 11
    ushr-long/2addr v0, v2
    long-to-double v0, v0
    # 2^-53
    const-wide v2, 0x3ca0000000000000L
    mul-double/2addr v0, v2
    return-wide v0
.end method
