.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# java.util.Random gives the JVM's sequences for a seed: every next* method, the
# power-of-two and rejection paths of nextInt(bound), nextGaussian's cached second
# value and its reset by setSeed, nextBytes, and that nextX go through next(bits) and
# the constructor through an overriding setSeed. Doubles and floats print as raw bits.

.method public static main([Ljava/lang/String;)V
    .locals 4
    const-wide/16 v0, 0x0
    invoke-static {v0, v1}, LMain;->run(J)V
    const-wide/16 v0, 0x2a
    invoke-static {v0, v1}, LMain;->run(J)V
    const-wide/16 v0, -0x1
    invoke-static {v0, v1}, LMain;->run(J)V
    const-wide v0, 0x7048860ddf79L
    invoke-static {v0, v1}, LMain;->run(J)V
    const-wide/high16 v0, -0x8000000000000000L
    invoke-static {v0, v1}, LMain;->run(J)V
    const-wide v0, 0x5deece66dL
    invoke-static {v0, v1}, LMain;->run(J)V
    invoke-static {}, LMain;->errors()V
    invoke-static {}, LMain;->subclass()V
    invoke-static {}, LMain;->unseeded()V
    invoke-static {}, LMain;->strictLogs()V
    return-void
.end method

.method static p(Ljava/lang/Object;)V
    .locals 1
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method

# static void run(long seed) {
#   Random r = new Random(seed);
#   StringBuilder sb = new StringBuilder("seed ").append(seed).append(" int");
#   for (int i = 0; i < 3; i++) sb.append(' ').append(r.nextInt());
#   int[] bounds = {1, 10, 16, 1000, 0x40000001, Integer.MAX_VALUE, 1 << 30, 7};
#   sb.append(" bounded");
#   for (int b : bounds) sb.append(' ').append(r.nextInt(b)).append(' ').append(r.nextInt(b));
#   p(sb);
#   sb = new StringBuilder(" long");
#   for (i < 2) sb.append(' ').append(r.nextLong());
#   sb.append(" bool"); for (i < 5) sb.append(' ').append(r.nextBoolean());
#   sb.append(" float"); for (i < 2) { float f = r.nextFloat(); sb.append(' ').append(Float.floatToIntBits(f)); }
#   sb.append(" double"); for (i < 2) sb.append(' ').append(Double.doubleToLongBits(r.nextDouble()));
#   sb.append(" gauss"); for (i < 3) sb.append(' ').append(Double.doubleToLongBits(r.nextGaussian()));
#   byte[] b = new byte[7]; r.nextBytes(b); sb.append(" bytes ").append(Arrays.toString(b));
#   p(sb);
#   long rej = 0, small = 0, gx = 0;
#   for (i < 1000) { rej += r.nextInt(0x40000001); small += r.nextInt(1000);
#                    gx ^= Double.doubleToLongBits(r.nextGaussian()); }
#   p(" sums " + rej + " " + small + " " + gx);
#   r.nextGaussian(); r.setSeed(seed); long g1 = bits(r.nextGaussian());
#   long g0 = bits(new Random(seed).nextGaussian());
#   p(" reseeded " + (g1 == g0)); }
.method static run(J)V
    .locals 14
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0, p0, p1}, Ljava/util/Random;-><init>(J)V
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "seed "
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, p0, p1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v2, " int"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/16 v13, 0x20
    const/4 v3, 0
    :ints
    const/4 v2, 3
    if-ge v3, v2, :ints_done
    invoke-virtual {v1, v13}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/util/Random;->nextInt()I
    move-result v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    add-int/lit8 v3, v3, 1
    goto :ints
    :ints_done
    const/16 v2, 8
    new-array v4, v2, [I
    fill-array-data v4, :bounds
    const-string v2, " bounded"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    array-length v5, v4
    const/4 v3, 0
    :bnd
    if-ge v3, v5, :bnd_done
    aget v6, v4, v3
    invoke-virtual {v1, v13}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0, v6}, Ljava/util/Random;->nextInt(I)I
    move-result v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v13}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0, v6}, Ljava/util/Random;->nextInt(I)I
    move-result v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    add-int/lit8 v3, v3, 1
    goto :bnd
    :bnd_done
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V

    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, " long"
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const/4 v3, 0
    :longs
    const/4 v2, 2
    if-ge v3, v2, :longs_done
    invoke-virtual {v1, v13}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v6
    invoke-virtual {v1, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    add-int/lit8 v3, v3, 1
    goto :longs
    :longs_done
    const-string v2, " bool"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/4 v3, 0
    :bools
    const/4 v2, 5
    if-ge v3, v2, :bools_done
    invoke-virtual {v1, v13}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/util/Random;->nextBoolean()Z
    move-result v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    add-int/lit8 v3, v3, 1
    goto :bools
    :bools_done
    const-string v2, " float"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/4 v3, 0
    :floats
    const/4 v2, 2
    if-ge v3, v2, :floats_done
    invoke-virtual {v1, v13}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/util/Random;->nextFloat()F
    move-result v2
    invoke-static {v2}, Ljava/lang/Float;->floatToIntBits(F)I
    move-result v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    add-int/lit8 v3, v3, 1
    goto :floats
    :floats_done
    const-string v2, " double"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/4 v3, 0
    :doubles
    const/4 v2, 2
    if-ge v3, v2, :doubles_done
    invoke-virtual {v1, v13}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/util/Random;->nextDouble()D
    move-result-wide v6
    invoke-static {v6, v7}, Ljava/lang/Double;->doubleToLongBits(D)J
    move-result-wide v6
    invoke-virtual {v1, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    add-int/lit8 v3, v3, 1
    goto :doubles
    :doubles_done
    const-string v2, " gauss"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/4 v3, 0
    :gauss
    const/4 v2, 3
    if-ge v3, v2, :gauss_done
    invoke-virtual {v1, v13}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/util/Random;->nextGaussian()D
    move-result-wide v6
    invoke-static {v6, v7}, Ljava/lang/Double;->doubleToLongBits(D)J
    move-result-wide v6
    invoke-virtual {v1, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    add-int/lit8 v3, v3, 1
    goto :gauss
    :gauss_done
    const/4 v2, 7
    new-array v2, v2, [B
    invoke-virtual {v0, v2}, Ljava/util/Random;->nextBytes([B)V
    invoke-static {v2}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, " bytes "
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V

    const-wide/16 v6, 0x0
    const-wide/16 v8, 0x0
    const-wide/16 v10, 0x0
    const/4 v3, 0
    const v4, 0x40000001
    :many
    const/16 v2, 0x3e8
    if-ge v3, v2, :many_done
    invoke-virtual {v0, v4}, Ljava/util/Random;->nextInt(I)I
    move-result v5
    int-to-long v12, v5
    add-long/2addr v6, v12
    invoke-virtual {v0, v2}, Ljava/util/Random;->nextInt(I)I
    move-result v5
    int-to-long v12, v5
    add-long/2addr v8, v12
    invoke-virtual {v0}, Ljava/util/Random;->nextGaussian()D
    move-result-wide v12
    invoke-static {v12, v13}, Ljava/lang/Double;->doubleToLongBits(D)J
    move-result-wide v12
    xor-long/2addr v10, v12
    add-int/lit8 v3, v3, 1
    goto :many
    :many_done
    const/16 v13, 0x20
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, " sums "
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v13}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v8, v9}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v13}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v10, v11}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V

    invoke-virtual {v0}, Ljava/util/Random;->nextGaussian()D
    invoke-virtual {v0, p0, p1}, Ljava/util/Random;->setSeed(J)V
    invoke-virtual {v0}, Ljava/util/Random;->nextGaussian()D
    move-result-wide v6
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0, p0, p1}, Ljava/util/Random;-><init>(J)V
    invoke-virtual {v0}, Ljava/util/Random;->nextGaussian()D
    move-result-wide v8
    const-string v2, " reseeded "
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    cmpl-double v2, v6, v8
    if-nez v2, :differ
    const/4 v2, 1
    goto :print
    :differ
    const/4 v2, 0
    :print
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    return-void

    :bounds
    .array-data 4
        0x1
        0xa
        0x10
        0x3e8
        0x40000001
        0x7fffffff
        0x40000000
        0x7
    .end array-data
.end method

# nextInt(0) and nextInt(-5): IllegalArgumentException "bound must be positive".
.method static errors()V
    .locals 3
    new-instance v0, Ljava/util/Random;
    const-wide/16 v1, 0x1
    invoke-direct {v0, v1, v2}, Ljava/util/Random;-><init>(J)V
    const/4 v1, 0
    :again
    :try_start
    invoke-virtual {v0, v1}, Ljava/util/Random;->nextInt(I)I
    :try_end
    .catch Ljava/lang/IllegalArgumentException; {:try_start .. :try_end} :caught
    const-string v2, "no exception"
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    return-void
    :caught
    move-exception v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    if-nez v1, :done
    const/4 v1, -5
    goto :again
    :done
    return-void
.end method

# new Counting(7): the constructor calls the overriding setSeed; every nextX counts
# its next(bits) calls.
.method static subclass()V
    .locals 5
    new-instance v0, LCounting;
    const-wide/16 v1, 0x7
    invoke-direct {v0, v1, v2}, LCounting;-><init>(J)V
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "calls"
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const/16 v4, 0x20
    invoke-virtual {v0}, Ljava/util/Random;->nextDouble()D
    invoke-static {v0, v1}, LMain;->calls(LCounting;Ljava/lang/StringBuilder;)V
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    invoke-static {v0, v1}, LMain;->calls(LCounting;Ljava/lang/StringBuilder;)V
    invoke-virtual {v0}, Ljava/util/Random;->nextBoolean()Z
    invoke-static {v0, v1}, LMain;->calls(LCounting;Ljava/lang/StringBuilder;)V
    const/16 v2, 0x9
    new-array v2, v2, [B
    invoke-virtual {v0, v2}, Ljava/util/Random;->nextBytes([B)V
    invoke-static {v0, v1}, LMain;->calls(LCounting;Ljava/lang/StringBuilder;)V
    invoke-virtual {v0}, Ljava/util/Random;->nextGaussian()D
    invoke-static {v0, v1}, LMain;->calls(LCounting;Ljava/lang/StringBuilder;)V
    invoke-virtual {v0}, Ljava/util/Random;->nextGaussian()D
    invoke-static {v0, v1}, LMain;->calls(LCounting;Ljava/lang/StringBuilder;)V
    const/16 v2, 0x40
    invoke-virtual {v0, v2}, Ljava/util/Random;->nextInt(I)I
    move-result v2
    invoke-static {v0, v1}, LMain;->calls(LCounting;Ljava/lang/StringBuilder;)V
    invoke-virtual {v1, v4}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

.method static calls(LCounting;Ljava/lang/StringBuilder;)V
    .locals 1
    const/16 v0, 0x20
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    iget v0, p0, LCounting;->calls:I
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const/4 v0, 0
    iput v0, p0, LCounting;->calls:I
    return-void
.end method

# Two clock-seeded generators differ (the seed uniquifier changes between them).
.method static unseeded()V
    .locals 5
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v1
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v3
    cmp-long v0, v1, v3
    const-string v1, "unseeded generators differ"
    if-eqz v0, :same
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    return-void
    :same
    const-string v1, "unseeded generators agree"
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

.method static strictLogs()V
    .locals 2
    const-wide v0, 0x3fe0000000000000L  # 0.5
    invoke-static {v0, v1}, LMain;->strictLog(D)V
    const-wide v0, 0x4000000000000000L  # 2.0
    invoke-static {v0, v1}, LMain;->strictLog(D)V
    const-wide v0, 0x4024000000000000L  # 10.0
    invoke-static {v0, v1}, LMain;->strictLog(D)V
    const-wide v0, 0x3ee4f8b588e368f1L  # 1e-05
    invoke-static {v0, v1}, LMain;->strictLog(D)V
    const-wide v0, 0x3feffffde7210be9L  # 0.999999
    invoke-static {v0, v1}, LMain;->strictLog(D)V
    const-wide v0, 0x3ff000001ad7f29bL  # 1.0000001
    invoke-static {v0, v1}, LMain;->strictLog(D)V
    const-wide v0, 0x40fe240c9fbe76c9L  # 123456.789
    invoke-static {v0, v1}, LMain;->strictLog(D)V
    const-wide v0, 0x12688b70e62bL  # 1e-310
    invoke-static {v0, v1}, LMain;->strictLog(D)V
    const-wide v0, 0x3fe6a0902de00d1bL  # 0.7071
    invoke-static {v0, v1}, LMain;->strictLog(D)V
    const-wide v0, 0x3ff6a0902de00d1bL  # 1.4142
    invoke-static {v0, v1}, LMain;->strictLog(D)V
    const-wide v0, 0x7e51eb2d66005835L  # 3e+300
    invoke-static {v0, v1}, LMain;->strictLog(D)V
    return-void
.end method

# StrictMath.log is fdlibm's, bit for bit: prints its raw bits.
.method static strictLog(D)V
    .locals 2
    invoke-static {p0, p1}, Ljava/lang/StrictMath;->log(D)D
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Double;->doubleToLongBits(D)J
    move-result-wide v0
    sget-object p0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {p0, v0, v1}, Ljava/io/PrintStream;->println(J)V
    return-void
.end method
