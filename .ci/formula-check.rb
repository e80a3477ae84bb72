#!/usr/bin/env ruby
# frozen_string_literal: true

# The checks of `brew audit` and `brew test` that run without Homebrew:
# the formula's Ruby syntax, its description and URLs by
# Homebrew's rules, then its install block run into a temporary prefix and
# its test block run against what was installed. Homebrew's DSL is stood
# in for by the little the formula uses.
require "fileutils"
require "open3"
require "pathname"
require "tmpdir"
require "uri"

ROOT = Pathname(__dir__).parent
FORMULA = ROOT / "Formula" / "wtflayout.rb"
problems = []

syntax, status = Open3.capture2e("ruby", "-c", FORMULA.to_s)
abort "formula-check: #{FORMULA}: #{syntax}" unless status.success?

# The DSL, as far as the formula uses it.
class Formula
  class << self
    attr_reader :description, :homepage_url, :head_url, :head_branch, :test_block, :dependencies

    def desc(text) = @description = text
    def homepage(url) = @homepage_url = url
    def depends_on(dependency) = (@dependencies ||= []) << dependency

    def head(url, branch: nil)
      @head_url = url
      @head_branch = branch
    end

    def test(&block) = @test_block = block
  end

  attr_reader :prefix, :testpath

  def initialize(prefix, testpath)
    @prefix = Pathname(prefix)
    @testpath = Pathname(testpath)
  end

  def bin = prefix / "bin"
  def pkgshare = prefix / "share" / "wtflayout"

  def system(*command)
    Dir.chdir(ROOT) { Kernel.system(*command) } or raise "failed: #{command.join(" ")}"
  end

  def shell_output(command, expected_status = 0)
    output, status = Open3.capture2e(command)
    raise "#{command} exited #{status.exitstatus}, not #{expected_status}:\n#{output}" if status.exitstatus != expected_status

    output
  end

  def assert_match(expected, actual)
    raise "expected #{expected.inspect} in:\n#{actual}" unless actual.include?(expected)
  end

  def assert_predicate(path, predicate)
    raise "#{path} is not #{predicate}" unless path.public_send(predicate)
  end

  def run_test = instance_eval(&self.class.test_block)
end

load FORMULA.to_s
formula = Object.const_get(:Wtflayout)

# `brew audit`'s rules for these fields.
desc = formula.description.to_s
problems << "desc is empty" if desc.empty?
problems << "desc is longer than 80 characters" if desc.length > 80
problems << "desc starts with an article" if desc.match?(/\A(a|an|the)\s/i)
problems << "desc starts with the formula's name" if desc.downcase.start_with?("wtflayout")
problems << "desc ends with a full stop" if desc.end_with?(".")
{ "homepage" => formula.homepage_url, "head" => formula.head_url }.each do |field, url|
  uri = URI.parse(url.to_s)
  problems << "#{field} is not an https URL: #{url.inspect}" unless uri.is_a?(URI::HTTPS) && uri.host
end
problems << "head is not a git URL" unless formula.head_url.to_s.end_with?(".git")
problems << "head names no branch" if formula.head_branch.to_s.empty?
problems << "no test block" unless formula.test_block
problems << "the install block does not use make install" unless FORMULA.read.match?(/system "make", "install"/)

# Installed into a temporary prefix, then tested as `brew test` would.
Dir.mktmpdir("wtflayout-formula") do |folder|
  prefix = File.join(folder, "prefix")
  testpath = File.join(folder, "test")
  FileUtils.mkdir_p(testpath)
  instance = formula.new(prefix, testpath)
  begin
    instance.install
    instance.run_test
  rescue StandardError => e
    problems << "install or test failed: #{e.message}"
  end
end

abort "formula-check: #{problems.join("; ")}" unless problems.empty?
puts "formula-check: #{FORMULA.relative_path_from(ROOT)}: syntax, desc, URLs, install and test block all pass"
