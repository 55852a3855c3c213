.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Double.valueOf(String) and Float.parseFloat of hex floats (JLS HexadecimalFloatingPointLiteral,
# Double.valueOf's grammar): rounding half-even at the normal, subnormal and overflow
# boundaries, floats rounded once (not through double), and the forms that throw.

.method public static main([Ljava/lang/String;)V
    .locals 1
    const-string v0, "0x1p3"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "-0x1.8p1"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "0x.8p1"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "0X1P-2"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "+0x1.0p0d"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "0x1.fffffffffffffp1023"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "0x1.fffffffffffff8p1023"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "0x1.fffffffffffff7ffffffp1023"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "0x1p-1074"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "0x1p-1075"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "0x1.0000000000000000001p-1075"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "0x3p-1075"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "0x0.0000000000001p-1022"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "0x0.fffffffffffff8p-1022"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "0x1.00000000000008p0"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "0x1.00000000000018p0"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "-0x1p-2000"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "0x1p99999999999999999999"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "0x00000000000000000000001p0"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "0x1p3f"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "  0x1p3\t\n"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "0x1"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "0x.p1"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "0xp1"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "0x1p"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "0x1p+"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "0x1.2.3p1"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "0x1p1x"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "-NaN"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "1.5e3"
    invoke-static {v0}, LMain;->d(Ljava/lang/String;)V
    const-string v0, "0x1p3f"
    invoke-static {v0}, LMain;->f(Ljava/lang/String;)V
    const-string v0, "0x1.fffffep127"
    invoke-static {v0}, LMain;->f(Ljava/lang/String;)V
    const-string v0, "0x1.ffffffp127"
    invoke-static {v0}, LMain;->f(Ljava/lang/String;)V
    const-string v0, "0x1p-149"
    invoke-static {v0}, LMain;->f(Ljava/lang/String;)V
    const-string v0, "0x1p-150"
    invoke-static {v0}, LMain;->f(Ljava/lang/String;)V
    const-string v0, "0x1.8p-149"
    invoke-static {v0}, LMain;->f(Ljava/lang/String;)V
    const-string v0, "0x1.000001000000001p0"
    invoke-static {v0}, LMain;->f(Ljava/lang/String;)V
    const-string v0, "0x1.000001p0"
    invoke-static {v0}, LMain;->f(Ljava/lang/String;)V
    const-string v0, "0x1.000003p0"
    invoke-static {v0}, LMain;->f(Ljava/lang/String;)V
    const-string v0, "0x0.000002p-126"
    invoke-static {v0}, LMain;->f(Ljava/lang/String;)V
    const-string v0, "1.00000017881393432617187499"
    invoke-static {v0}, LMain;->f(Ljava/lang/String;)V
    const-string v0, "0x1p3d"
    invoke-static {v0}, LMain;->f(Ljava/lang/String;)V
    const-string v0, " -0x1.8p1F "
    invoke-static {v0}, LMain;->f(Ljava/lang/String;)V
    const-string v0, "0x1"
    invoke-static {v0}, LMain;->f(Ljava/lang/String;)V
    const-string v0, "0x.p1"
    invoke-static {v0}, LMain;->f(Ljava/lang/String;)V
    return-void
.end method

.method static d(Ljava/lang/String;)V
    .locals 4
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    :try_start
    invoke-static {p0}, Ljava/lang/Double;->valueOf(Ljava/lang/String;)Ljava/lang/Double;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Double;->doubleValue()D
    move-result-wide v1
    :try_end
    .catch Ljava/lang/NumberFormatException; {:try_start .. :try_end} :bad
    invoke-static {v1, v2}, Ljava/lang/Double;->doubleToRawLongBits(D)J
    move-result-wide v1
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
    :bad
    const-string v1, "NumberFormatException"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static f(Ljava/lang/String;)V
    .locals 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    :try_start
    invoke-static {p0}, Ljava/lang/Float;->parseFloat(Ljava/lang/String;)F
    move-result v1
    :try_end
    .catch Ljava/lang/NumberFormatException; {:try_start .. :try_end} :bad
    invoke-static {v1}, Ljava/lang/Float;->floatToRawIntBits(F)I
    move-result v1
    invoke-static {v1}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
    :bad
    const-string v1, "NumberFormatException"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
